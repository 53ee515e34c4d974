import { SelectFilter, TextFilter } from '../../../components/server-list/list-filters'
import type { ListController } from '../../../components/server-list/use-list-state'
import { ExpiryFilters } from '../../../components/expiry-filters'

interface TransferFiltersProps {
  list: ListController
  /** The stavs the list shows (its `stav` filter offers them). */
  stavs: readonly string[]
}

/** The stav of a list with more than one: beside the search (issue #25). */
export function TransferStavFilter({ list, stavs }: TransferFiltersProps) {
  if (stavs.length < 2) return null
  return (
    <SelectFilter
      label="Stav"
      value={list.state.filters.stav}
      options={stavs.map((s) => ({ value: s, label: s }))}
      onChange={(value) => list.setFilter('stav', value)}
      testId="filter-stav"
    />
  )
}

/**
 * The filters of a transfer list used less often, under "Filtry": the other branch (its
 * code or a part of its name, as the field says) and the expiry range.
 */
export function transferMoreFilters(list: ListController, side: 'source' | 'target') {
  const { filters } = list.state
  return {
    names: [side, 'expiryFrom', 'expiryTo'],
    content: (
      <>
        <TextFilter
          label={side === 'source' ? 'Zdrojová pobočka' : 'Cílová pobočka'}
          placeholder="Kód nebo název"
          description="Kód pobočky nebo část jejího názvu"
          width={190}
          value={filters[side]}
          onChange={(value) => list.setFilter(side, value)}
          testId={`filter-${side}`}
        />
        <ExpiryFilters list={list} />
      </>
    ),
  }
}
