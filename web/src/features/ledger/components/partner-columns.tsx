import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import type { PartnerBalance } from '../ledger'
import { SaldoText } from './saldo-text'

const column = createColumnHelper<PartnerBalance>()

/** A branch's balances: with the partner branch (branch view) or target branch (admin view). */
export const buildPartnerColumns = (partnerHeader: string, sortable = false) => [
  column.accessor('partner', {
    header: partnerHeader,
    meta: sortable ? { sortField: 'toPharmacy', card: 'title' } : undefined,
  }),
  column.accessor('saldo', {
    header: 'Balance',
    cell: (info) => <SaldoText saldo={info.getValue()} />,
    meta: sortable ? { sortField: 'saldo' } : undefined,
  }),
]

export const partnerColumns = buildPartnerColumns('Partner branch', true)
export const targetColumns = buildPartnerColumns('Target branch')
