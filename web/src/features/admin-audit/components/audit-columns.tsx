import type { ColumnDef } from '@tanstack/react-table'
import { Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { AuditEntry } from '../api/list-audit'
import { AuditDetails } from './audit-change'

const KINDS: Record<AuditEntry['actor']['kind'], string> = {
  user: '',
  anonymous: 'nepřihlášený',
  cli: 'příkazová řádka',
  system: 'systém',
}

/* Long values (an e-mail, an IPv6 address) wrap inside their column: the table fits a 1024 px
   laptop beside the menu without sideways scrolling (issue #36). */
const wrapping = { overflowWrap: 'anywhere', whiteSpace: 'normal' } as const

/** The columns; `entityLabels` names the kinds of record in Czech (from the server). */
export const auditColumns = (
  entityLabels: Record<string, string>
): ColumnDef<AuditEntry, any>[] => [
  {
    header: 'Čas',
    accessorKey: 'createdAt',
    cell: ({ getValue }) => (
      <Text size="sm" miw={88}>
        {formatDateTime(getValue())}
      </Text>
    ),
  },
  {
    header: 'Uživatel',
    id: 'actor',
    cell: ({ row }) => {
      const { kind, email } = row.original.actor
      return (
        <Text size="sm" style={wrapping}>
          {[email, KINDS[kind]].filter(Boolean).join(' · ') || '—'}
        </Text>
      )
    },
  },
  { header: 'Akce', accessorKey: 'actionLabel' },
  {
    header: 'Záznam',
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
    header: 'Pobočka',
    id: 'branch',
    cell: ({ row }) => row.original.pharmacyCode ?? '—',
  },
  {
    header: 'IP adresa',
    accessorKey: 'ip',
    cell: ({ getValue }) => (
      <Text size="sm" style={wrapping}>
        {getValue() ?? '—'}
      </Text>
    ),
  },
  {
    header: 'Podrobnosti',
    id: 'change',
    cell: ({ row }) => <AuditDetails entry={row.original} />,
  },
]
