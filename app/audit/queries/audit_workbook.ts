import { domain } from '#config/domain'
import { excelExport } from '#core/list_export'
import { xlsxStream, type WriteCell } from '#core/xlsx/write_xlsx'
import { allAudit, type AuditFilters } from '#audit/queries/audit_entries'
import { auditActorKinds, auditList, type AuditEntry } from '#contracts/lists/audit'

/* Sortable, to the second, in Prague time: `2026-11-22 06:00:05`. */
const pragueTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: domain.TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
})

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/* The workbook's columns as the list declares them (contracts/lists/audit.ts), with their values. */
const workbook = excelExport<typeof auditList, AuditEntry>(auditList, {
  createdAt: (e) => pragueTime.format(new Date(e.createdAt)),
  actor: (e) => e.actor.email,
  actorKind: (e) => auditActorKinds[e.actor.kind] ?? e.actor.kind,
  ip: (e) => e.ip,
  actionLabel: (e) => e.actionLabel,
  action: (e) => e.action,
  entity: (e) => e.entity,
  entityId: (e) => e.entityId,
  firma: (e) => e.firma,
  branch: (e) => e.pharmacyCode,
  before: (e) => json(e.before),
  after: (e) => json(e.after),
  requestId: (e) => e.requestId,
})

async function* rows(filters: AuditFilters): AsyncIterable<WriteCell[]> {
  for await (const entry of allAudit(filters)) yield workbook.columns.map((c) => c.value(entry))
}

/** The filtered audit trail as an xlsx workbook (screen and CLI `audit:export`), streamed. */
export function auditWorkbook(filters: AuditFilters) {
  return xlsxStream([
    {
      name: workbook.sheet,
      header: workbook.columns.map((c) => c.header),
      rows: rows(filters),
      widths: workbook.columns.map((c) => c.width ?? 14),
    },
  ])
}
