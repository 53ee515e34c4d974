import { createColumnHelper } from '@tanstack/react-table'
import type { PartnerBalance } from '../ledger'
import { SaldoText } from './saldo-text'

const column = createColumnHelper<PartnerBalance>()

/** A branch's balances: with the partner branch (branch view) or target branch (admin view). */
export const buildPartnerColumns = (partnerHeader: string) => [
  column.accessor('partner', { header: partnerHeader }),
  column.accessor('saldo', {
    header: 'Balance',
    cell: (info) => <SaldoText saldo={info.getValue()} />,
  }),
]

export const partnerColumns = buildPartnerColumns('Partner branch')
export const targetColumns = buildPartnerColumns('Target branch')
