import { Select } from '@mantine/core'
import type { ListController } from '../../../components/server-list/use-list-state'

const SORT_OPTIONS = [
  { value: 'Název', label: 'Podle názvu' },
  { value: 'Exspirace', label: 'Podle exspirace' },
]

/** The spec's sort choice of the pool: by name or by expiry (headers sort by any column). */
export function PoolSortSelect({ list }: { list: ListController }) {
  const { sort } = list.state
  return (
    <Select
      label="Řazení"
      data={SORT_OPTIONS}
      value={!sort || sort === 'Název' ? 'Název' : sort === 'Exspirace' ? 'Exspirace' : null}
      placeholder="Podle sloupce"
      onChange={(value) => value && list.setSort(value === 'Název' ? null : value)}
      allowDeselect={false}
      w={200}
      data-testid="pool-sort"
    />
  )
}
