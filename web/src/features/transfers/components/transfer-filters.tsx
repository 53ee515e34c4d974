import { ExpiryFilters } from '../../../components/expiry-filters'
import { SelectFilter, TextFilter } from '../../../components/server-list/list-filters'
import type { ListController } from '../../../components/server-list/use-list-state'

interface TransferFiltersProps {
  list: ListController
  /** The stavs the list shows (its `stav` filter offers them). */
  stavs: string[]
  /** The other branch of the list's items: `source` of incoming ones, `target` of outgoing. */
  side: 'source' | 'target'
}

/** The filters of a transfer list: stav, the other branch and the expiry range. */
export function TransferFilters({ list, stavs, side }: TransferFiltersProps) {
  const { filters } = list.state
  return (
    <>
      {stavs.length > 1 && (
        <SelectFilter
          label="Stav"
          value={filters.stav}
          options={stavs.map((s) => ({ value: s, label: s }))}
          onChange={(value) => list.setFilter('stav', value)}
          testId="filter-stav"
        />
      )}
      <TextFilter
        label={side === 'source' ? 'Zdrojová pobočka' : 'Cílová pobočka'}
        value={filters[side]}
        onChange={(value) => list.setFilter(side, value)}
        testId={`filter-${side}`}
      />
      <ExpiryFilters list={list} />
    </>
  )
}

export const TRANSFER_FILTERS = ['stav', 'source', 'target', 'expiryFrom', 'expiryTo']
