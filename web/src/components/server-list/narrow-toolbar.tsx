import { useState, type ReactNode } from 'react'
import { Button, Collapse, Group } from '@mantine/core'

/** On a narrow screen a list's filters and export fold under one button, the rows come first. */
export function NarrowToolbar({ children, active }: { children: ReactNode; active: number }) {
  const [open, setOpen] = useState(active > 0)
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="list-filters-toggle"
      >
        {active > 0 ? `Filtry a export (${active})` : 'Filtry a export'}
      </Button>
      <Collapse expanded={open} w="100%">
        <Group align="flex-end" gap="sm">
          {children}
        </Group>
      </Collapse>
    </>
  )
}
