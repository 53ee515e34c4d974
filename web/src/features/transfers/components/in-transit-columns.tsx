import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate } from '../../../lib/format'
import { branchLabel, type Prevodka } from '../transfer'
import { TransitDays } from './transit-days'
import { inTransitList } from '../../../../../contracts/lists/transfers'

const column = listColumnHelper<Prevodka>()(inTransitList)
const { headers } = inTransitList

/** Převodky on the way, for admins: where from, where to, since when and for how long. */
export const inTransitColumns = [
  column.accessor('prevodkaId', {
    header: headers.prevodkaId,
    meta: { sortField: 'prevodkaId', card: 'title' },
  }),
  column.accessor((p) => branchLabel(p.fromPharmacyCode, p.fromName), {
    id: 'source',
    header: headers.source,
    meta: { sortField: 'fromPharmacyCode' },
  }),
  column.accessor((p) => branchLabel(p.toPharmacyCode, p.toName), {
    id: 'target',
    header: headers.target,
    meta: { sortField: 'toPharmacyCode' },
  }),
  column.accessor('sentAt', {
    header: headers.sentAt,
    cell: (info) => formatDate(info.getValue()),
    meta: { sortField: 'sentAt' },
  }),
  column.accessor('daysInTransit', {
    header: headers.daysInTransit,
    cell: ({ row }) => <TransitDays prevodka={row.original} />,
  }),
]
