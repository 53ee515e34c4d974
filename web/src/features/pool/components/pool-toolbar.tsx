import { useContext } from 'react'
import { Select } from '@mantine/core'
import { InlineToolbarContext } from '../../../components/server-list/list-filters'
import type { ListController } from '../../../components/server-list/use-list-state'
import type { PoolItemSort } from '../../../../../contracts/lists/pool_items'

const SORT_OPTIONS = [
  { value: 'Název', label: 'Podle názvu' },
  { value: 'Exspirace', label: 'Podle exspirace' },
] satisfies { value: PoolItemSort; label: string }[]

/** The spec's sort choice of the pool: by name or by expiry (headers sort by any column). */
export function PoolSortSelect({ list }: { list: ListController }) {
  const { sort } = list.state
  const inline = useContext(InlineToolbarContext)
  return (
    <Select
      label={inline ? undefined : 'Řazení'}
      aria-label={inline ? 'Řazení' : undefined}
      data={SORT_OPTIONS}
      value={!sort || sort === 'Název' ? 'Název' : sort === 'Exspirace' ? 'Exspirace' : null}
      placeholder="Podle sloupce"
      onChange={(value) => value && list.setSort(value === 'Název' ? null : value)}
      allowDeselect={false}
      w={inline ? 170 : 200}
      data-testid="pool-sort"
    />
  )
}
