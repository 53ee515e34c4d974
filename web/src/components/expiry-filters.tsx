import type { ListController } from './server-list/use-list-state'
import { DateField, daysAheadPresets } from './date-field'

const DAYS_AHEAD = [30, 60, 90]

/**
 * The expiry range of a list (`expiryFrom`, `expiryTo` in the URL): Czech date fields, the
 * upper one offering "in 30/60/90 days" to pick what expires soon.
 */
export function ExpiryFilters({ list }: { list: ListController }) {
  const { filters } = list.state
  const now = new Date()
  return (
    <>
      <DateField
        label="Exspirace od"
        value={filters.expiryFrom ?? null}
        onChange={(value) => list.setFilter('expiryFrom', value)}
        presets={daysAheadPresets([0], now).map((p) => ({ ...p, label: 'Dnes' }))}
        w={150}
        testId="filter-expiry-from"
      />
      <DateField
        label="Exspirace do"
        value={filters.expiryTo ?? null}
        onChange={(value) => list.setFilter('expiryTo', value)}
        presets={daysAheadPresets(DAYS_AHEAD, now)}
        w={150}
        testId="filter-expiry-to"
      />
    </>
  )
}
