import type { ColumnDef } from '@tanstack/react-table'
import { Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import { auditActorKinds, auditList } from '../../../../../contracts/lists/audit'
import type { AuditEntry } from '../api/list-audit'
import { AuditDetails } from './audit-change'

const { headers } = auditList

/* A user is named by the e-mail alone; anyone else by what they are, too. */
const kindOf = (kind: AuditEntry['actor']['kind']) => (kind === 'user' ? '' : auditActorKinds[kind])

/* Long values (an e-mail, an IPv6 address) wrap inside their column: the table fits a 1024 px
   laptop beside the menu without sideways scrolling (issue #36). */
const wrapping = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const

/** The columns; `entityLabels` names the kinds of record in Czech (from the server). */
export const auditColumns = (
  entityLabels: Record<string, string>
): ColumnDef<AuditEntry, any>[] => [
  {
    header: headers.createdAt,
    accessorKey: 'createdAt',
    cell: ({ getValue }) => (
      <Text size="sm" miw={88}>
        {formatDateTime(getValue())}
      </Text>
    ),
  },
  {
    header: headers.actor,
    id: 'actor',
    cell: ({ row }) => {
      const { kind, email } = row.original.actor
      return (
        <Text size="sm" style={wrapping}>
          {[email, kindOf(kind)].filter(Boolean).join(' · ') || '—'}
        </Text>
      )
    },
  },
  { header: headers.actionLabel, accessorKey: 'actionLabel' },
  {
    header: headers.entity,
    id: 'entity',
    cell: ({ row }) => {
      const { entity, entityId } = row.original
      if (!entity) return '—'
      return (
        <Text size="sm" style={wrapping}>
          {`${entityLabels[entity] ?? entity} ${entityId ?? ''}`.trim()}
        </Text>
      )
    },
  },
  {
    header: headers.branch,
    id: 'branch',
    cell: ({ row }) => row.original.pharmacyCode ?? '—',
  },
  {
    header: headers.ip,
    accessorKey: 'ip',
    cell: ({ getValue }) => (
      <Text size="sm" style={wrapping}>
        {getValue() ?? '—'}
      </Text>
    ),
  },
  {
    header: headers.change,
    id: 'change',
    cell: ({ row }) => <AuditDetails entry={row.original} />,
  },
]
