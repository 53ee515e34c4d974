import { Button, Group, Pagination, Select, Text } from '@mantine/core'

interface ListPagerProps {
  page: number
  pageCount: number
  limit: number
  pageSizes: readonly number[]
  onPage: (page: number) => void
  onLimit: (limit: number) => void
  /** The spec's Previous / Next / "Page x/y" (admin users) instead of page numbers. */
  variant?: 'numbers' | 'prevNext'
}

/* The label beside the field, not above it: the pager stays one line high. */
const INLINE_LABEL = {
  root: { display: 'flex', alignItems: 'center', gap: 8, width: 'auto' },
  label: { whiteSpace: 'nowrap' as const },
  wrapper: { width: 72 },
}

/** The page controls under a list and the page size (50 / 100 / 200). */
export function ListPager(props: ListPagerProps) {
  const { page, pageCount, onPage } = props
  return (
    <Group gap="md" wrap="wrap" data-testid="list-pager">
      {props.variant === 'prevNext' ? (
        <Group gap="md">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm" data-testid="list-page">
            Page {page}/{pageCount}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </Group>
      ) : (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPage}
          size="xs"
          siblings={1}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Předchozí stránka' }
              : control === 'next'
                ? { 'aria-label': 'Další stránka' }
                : control === 'first'
                  ? { 'aria-label': 'První stránka' }
                  : { 'aria-label': 'Poslední stránka' }
          }
          getItemProps={(n) => ({ 'aria-label': `Stránka ${n}` })}
        />
      )}
      <Select
        label="Řádků na stránku"
        data={props.pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        value={String(props.limit)}
        onChange={(value) => value && props.onLimit(Number(value))}
        allowDeselect={false}
        size="xs"
        data-testid="list-page-size"
        styles={INLINE_LABEL}
      />
    </Group>
  )
}
