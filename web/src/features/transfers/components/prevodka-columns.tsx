import { Badge, Button, Group } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate } from '../../../lib/format'
import { branchLabel, type Prevodka } from '../transfer'
import { TransitDays } from './transit-days'
import { prevodkaLists } from '../../../../../contracts/lists/transfers'

/* The three převodka lists (received, shipped, archive) sort by the same keys and share headers. */
const column = listColumnHelper<Prevodka>()(prevodkaLists.shipped)
const { headers } = prevodkaLists.shipped

const number = column.accessor('prevodkaId', {
  header: headers.prevodkaId,
  meta: { sortField: 'prevodkaId', card: 'title' },
})
const source = column.accessor((p) => branchLabel(p.fromPharmacyCode, p.fromName), {
  id: 'source',
  header: headers.source,
  meta: { sortField: 'fromPharmacyCode' },
})
const target = column.accessor((p) => branchLabel(p.toPharmacyCode, p.toName), {
  id: 'target',
  header: headers.target,
  meta: { sortField: 'toPharmacyCode' },
})
const status = column.accessor('stav', { header: headers.stav, meta: { sortField: 'stav' } })
/* The archive tells the sender, too, that less arrived than it sent. */
const archiveStatus = column.accessor('stav', {
  header: headers.stav,
  meta: { sortField: 'stav' },
  cell: ({ row }) => {
    const count = row.original.discrepancies ?? 0
    return (
      <Group gap="xs" wrap="nowrap">
        {row.original.stav}
        {count > 0 && (
          <Badge
            color="orange"
            variant="light"
            title="Řádky přijaté v menším množství nebo nedodané"
            data-testid="discrepancy-badge"
          >
            rozdíl při příjmu: {count}
          </Badge>
        )}
      </Group>
    )
  },
})
const sentAt = column.accessor('sentAt', {
  header: headers.sentAt,
  meta: { sortField: 'sentAt' },
  cell: (info) => formatDate(info.getValue()),
})
const daysInTransit = column.accessor('daysInTransit', {
  header: headers.daysInTransit,
  cell: ({ row }) => <TransitDays prevodka={row.original} />,
})
const receivedAt = column.accessor('receivedAt', {
  header: headers.receivedAt,
  meta: { sortField: 'receivedAt' },
  cell: (info) => formatDate(info.getValue()),
})

interface RowActions {
  onOpen: (prevodka: Prevodka) => void
  /** A sent převodka's document printed again; lists without it show only the open button. */
  onPrint?: (prevodkaId: string) => void
}

function action(label: string, { onOpen, onPrint }: RowActions) {
  return column.display({
    id: 'action',
    header: headers.action,
    meta: { card: 'actions' },
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(row.original)}
          data-testid="open-button"
        >
          {label}
        </Button>
        {onPrint && (
          <Button
            size="xs"
            variant="default"
            onClick={() => onPrint(row.original.prevodkaId)}
            aria-label={`Print ${row.original.prevodkaId}`}
            data-testid="reprint-button"
          >
            Print
          </Button>
        )}
      </Group>
    ),
  })
}

/* The callbacks must be stable so the columns are. */

export const buildReceivedColumns = (actions: RowActions) => [
  number,
  source,
  status,
  action('Receipt detail', actions),
]

export const buildShippedColumns = (actions: RowActions) => [
  number,
  target,
  status,
  sentAt,
  daysInTransit,
  action('Show items', actions),
]

export const buildArchiveColumns = (actions: RowActions) => [
  number,
  source,
  target,
  archiveStatus,
  receivedAt,
  action('Show items', actions),
]
