import { SelectFilter, TextFilter } from '../../../components/server-list/list-filters'
import type { ListController } from '../../../components/server-list/use-list-state'
import { prevodkaLists } from '../../../../../contracts/lists/transfers'

interface PrevodkaFiltersProps {
  list: ListController
  stavs: readonly string[]
  /** The branch columns the list shows (the own branch is the other side). */
  sides: ('source' | 'target')[]
}

/** The filters of a převodka list: its stav (where it shows more than one) and the branches. */
export function PrevodkaFilters({ list, stavs, sides }: PrevodkaFiltersProps) {
  const { filters } = list.state
  return (
    <>
      {stavs.length > 1 && (
        <SelectFilter
          label="Status"
          value={filters.stav}
          options={stavs.map((s) => ({ value: s, label: s }))}
          onChange={(value) => list.setFilter('stav', value)}
          testId="filter-stav"
        />
      )}
      {sides.map((side) => (
        <TextFilter
          key={side}
          label={side === 'source' ? 'Source branch' : 'Target branch'}
          value={filters[side]}
          onChange={(value) => list.setFilter(side, value)}
          testId={`filter-${side}`}
        />
      ))}
    </>
  )
}

/** The filters of the převodka lists, by their API names (how the screens read the address). */
export const PREVODKA_FILTERS = Object.keys(prevodkaLists.shipped.filters)
