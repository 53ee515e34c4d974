import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate } from '../../../lib/format'
import { branchLabel, type Prevodka } from '../transfer'
import { TransitDays } from './transit-days'

const column = createColumnHelper<Prevodka>()

/** Převodky on the way, for admins: where from, where to, since when and for how long. */
export const inTransitColumns = [
  column.accessor('prevodkaId', {
    header: 'Převodka',
    meta: { sortField: 'prevodkaId', card: 'title' },
  }),
  column.accessor((p) => branchLabel(p.fromPharmacyCode, p.fromName), {
    id: 'from',
    header: 'Z pobočky',
    meta: { sortField: 'fromPharmacyCode' },
  }),
  column.accessor((p) => branchLabel(p.toPharmacyCode, p.toName), {
    id: 'to',
    header: 'Do pobočky',
    meta: { sortField: 'toPharmacyCode' },
  }),
  column.accessor('sentAt', {
    header: 'Odesláno',
    cell: (info) => formatDate(info.getValue()),
    meta: { sortField: 'sentAt' },
  }),
  column.accessor('daysInTransit', {
    header: 'Dní na cestě',
    cell: ({ row }) => <TransitDays prevodka={row.original} />,
  }),
]
