import type { ReactNode } from 'react'
import { Button, Popover, Stack } from '@mantine/core'
import { NestedInPopover } from '../nested-popover'
import { InlineToolbarContext } from './list-filters'

interface MoreFiltersProps {
  /** How many of the filters are set. */
  active: number
  children: ReactNode
}

/**
 * The filters a list needs less often, folded under one button that says how many are
 * set (issue #25), so the toolbar stays one line. Kept mounted: a filter being typed
 * applies after its pause even when the panel is closed meanwhile.
 */
export function MoreFilters({ active, children }: MoreFiltersProps) {
  return (
    <Popover position="bottom-start" shadow="md" withArrow trapFocus returnFocus keepMounted>
      <Popover.Target>
        <Button variant={active > 0 ? 'light' : 'default'} data-testid="list-more-filters">
          {active > 0 ? `Filtry (${active})` : 'Filtry'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <InlineToolbarContext.Provider value={false}>
          <NestedInPopover.Provider value>
            <Stack gap="xs">{children}</Stack>
          </NestedInPopover.Provider>
        </InlineToolbarContext.Provider>
      </Popover.Dropdown>
    </Popover>
  )
}
