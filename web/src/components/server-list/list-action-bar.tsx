import type { ReactNode, Ref } from 'react'
import { Group, Text } from '@mantine/core'
import { ListPager } from './list-pager'

interface ListActionBarProps {
  ref?: Ref<HTMLDivElement>
  /** Stuck to the bottom of the window while the list goes past it (the table, not cards). */
  sticky: boolean
  page: number
  pageCount: number
  total: number
  limit: number
  pageSizes: readonly number[]
  onPage: (page: number) => void
  onLimit: (limit: number) => void
  pager?: 'numbers' | 'prevNext'
  totalText: ReactNode
  status?: ReactNode
}

/**
 * The bar under a list (issue #25): the pages and their size, what is ticked and the
 * total. Under a long table it stays at the window's bottom edge.
 */
export function ListActionBar(props: ListActionBarProps) {
  return (
    <Group
      ref={props.ref}
      className={props.sticky ? 'list-action-bar' : undefined}
      justify="space-between"
      gap="sm"
      wrap="wrap"
      data-testid="list-action-bar"
    >
      <Group gap="md" wrap="wrap">
        {props.total > 0 && (
          <ListPager
            page={props.page}
            pageCount={props.pageCount}
            limit={props.limit}
            pageSizes={props.pageSizes}
            onPage={props.onPage}
            onLimit={props.onLimit}
            variant={props.pager}
          />
        )}
      </Group>
      <Group gap="md" wrap="wrap" aria-live="polite">
        {props.status}
        <Text size="sm" fw={500} data-testid="list-total">
          {props.totalText}
        </Text>
      </Group>
    </Group>
  )
}
