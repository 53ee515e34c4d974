import { domain } from '#config/domain'
import { xlsxStream, type WriteCell } from '#core/xlsx/write_xlsx'
import { allAudit, type AuditFilters } from '#audit/queries/audit_entries'

const HEADER = [
  'Čas (Praha)',
  'Uživatel',
  'Kdo',
  'IP adresa',
  'Akce',
  'Kód akce',
  'Záznam',
  'ID záznamu',
  'Firma',
  'Pobočka',
  'Před',
  'Po',
  'ID požadavku',
]

const KINDS: Record<string, string> = {
  user: 'uživatel',
  anonymous: 'nepřihlášený',
  cli: 'příkazová řádka',
  system: 'systém',
}

/* Sortable, to the second, in Prague time: `2026-11-22 06:00:05`. */
const pragueTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: domain.TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
})

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

async function* rows(filters: AuditFilters): AsyncIterable<WriteCell[]> {
  for await (const entry of allAudit(filters)) {
    yield [
      pragueTime.format(new Date(entry.createdAt)),
      entry.actor.email,
      KINDS[entry.actor.kind] ?? entry.actor.kind,
      entry.ip,
      entry.actionLabel,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.firma,
      entry.pharmacyCode,
      json(entry.before),
      json(entry.after),
      entry.requestId,
    ]
  }
}

/** The filtered audit trail as an xlsx workbook (screen and CLI `audit:export`), streamed. */
export function auditWorkbook(filters: AuditFilters) {
  return xlsxStream([
    {
      name: 'Auditní záznam',
      header: HEADER,
      rows: rows(filters),
      widths: [20, 28, 14, 16, 34, 24, 14, 14, 8, 8, 50, 50, 28],
    },
  ])
}
