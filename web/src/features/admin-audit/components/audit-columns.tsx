import type { ColumnDef } from '@tanstack/react-table'
import { Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { AuditEntry } from '../api/list-audit'
import { describeChange } from './audit-change'

const KINDS: Record<AuditEntry['actor']['kind'], string> = {
  user: '',
  anonymous: 'nepřihlášený',
  cli: 'příkazová řádka',
  system: 'systém',
}

/** The columns; `entityLabels` names the kinds of record in Czech (from the server). */
export const auditColumns = (
  entityLabels: Record<string, string>
): ColumnDef<AuditEntry, any>[] => [
  {
    header: 'Čas',
    accessorKey: 'createdAt',
    cell: ({ getValue }) => formatDateTime(getValue()),
  },
  {
    header: 'Uživatel',
    id: 'actor',
    cell: ({ row }) => {
      const { kind, email } = row.original.actor
      return [email, KINDS[kind]].filter(Boolean).join(' · ') || '—'
    },
  },
  { header: 'Akce', accessorKey: 'actionLabel' },
  {
    header: 'Záznam',
    id: 'entity',
    cell: ({ row }) => {
      const { entity, entityId } = row.original
      if (!entity) return '—'
      return `${entityLabels[entity] ?? entity} ${entityId ?? ''}`.trim()
    },
  },
  {
    header: 'Pobočka',
    id: 'branch',
    cell: ({ row }) => row.original.pharmacyCode ?? '—',
  },
  { header: 'IP adresa', accessorKey: 'ip', cell: ({ getValue }) => getValue() ?? '—' },
  {
    header: 'Změna',
    id: 'change',
    cell: ({ row }) => (
      <Text size="xs" maw={420} style={{ wordBreak: 'break-word' }}>
        {describeChange(row.original.before, row.original.after) || '—'}
      </Text>
    ),
  },
]
