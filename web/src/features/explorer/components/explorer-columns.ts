import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { domain } from '../../../../../config/domain'
import {
  EXPLORER_HIDDEN_FIELDS,
  explorerFieldLabel,
} from '../../../../../app/explorer/rules/field_labels'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import type { ExplorerRecord } from '../api/search-collection'

const column = createColumnHelper<ExplorerRecord>()

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
 * Records of one collection share their keys, so the first one's keys name the columns,
 * headed in Czech; the server sorts by any of them. On a narrow screen the name heads each card.
 */
export function explorerColumns(keys: string[]): ColumnDef<ExplorerRecord, any>[] {
  const shown = keys.filter(
    (key) => !EXPLORER_HIDDEN_FIELDS.has(key) && !(key === 'firma' && keys.includes('pharmacyCode'))
  )
  return shown.map((key) =>
    column.accessor((record) => (key === 'pharmacyCode' ? branchOf(record) : record[key]), {
      id: key,
      header: explorerFieldLabel(key),
      cell: (info) => displayValue(info.getValue(), key),
      meta: {
        sortField: key,
        card: key === 'nazev' ? 'title' : undefined,
        align: RIGHT.has(key) ? 'right' : undefined,
      },
    })
  )
}
