import type { ColumnDef } from '@tanstack/react-table'
import { domain } from '../../../../../config/domain'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { EXPLORER_HIDDEN_FIELDS, explorerLists } from '../../../../../contracts/lists/explorer'
import type { Collection, ExplorerRecord } from '../api/search-collection'

/* How each field reads in Czech: days as `15. 3. 2027`, numbers and money with a decimal comma. */
const DAYS = new Set(['exspirace', 'datum'])
const MONEY = new Set(['ncsd', 'pc', 'cena'])
const NUMBERS = new Set(['mnozstvi', 'minStock', 'maxStock'])
const RIGHT = new Set([...MONEY, ...NUMBERS, 'probability'])

/** A value as the screen shows it: objects as JSON, a missing value as a dash. */
export function displayValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'ano' : 'ne'
  if (typeof value === 'object') return JSON.stringify(value)
  if (DAYS.has(field) && typeof value === 'string') return formatDate(value)
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatMoney(value)
    if (field === 'probability') return `${formatNumber(value)} %`
    return formatNumber(value)
  }
  return String(value)
}

/* The branch with its firma only where it is not the chain's own (a second firma's rows). */
const branchOf = (record: ExplorerRecord) =>
  record.firma && record.firma !== domain.DEFAULT_FIRMA
    ? `${String(record.firma)} ${String(record.pharmacyCode ?? '')}`
    : record.pharmacyCode

/**
 * The collection's fields as its list declares them, headed in Czech; the server sorts by
 * any of them. The firma shows within the branch. On a narrow screen the name heads each card.
 */
export function explorerColumns(collection: Collection): ColumnDef<ExplorerRecord, any>[] {
  const list = explorerLists[collection]
  const column = listColumnHelper<ExplorerRecord>()(list)
  const fields: readonly string[] = list.sorts
  const shown = list.sorts.filter(
    (key) =>
      !EXPLORER_HIDDEN_FIELDS.includes(key) && !(key === 'firma' && fields.includes('pharmacyCode'))
  )
  return shown.map((key) =>
    column.accessor((record) => (key === 'pharmacyCode' ? branchOf(record) : record[key]), {
      id: key,
      header: list.headers[key],
      cell: (info) => displayValue(info.getValue(), key),
      meta: {
        sortField: key,
        card: key === 'nazev' ? 'title' : undefined,
        align: RIGHT.has(key) ? 'right' : undefined,
      },
    })
  )
}
