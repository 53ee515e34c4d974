import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { domain } from '#config/domain'
import { isCalendarDay } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import { actionLabel } from '#audit/rules/action_labels'
import type { AuditEntry, AuditFilter } from '#contracts/lists/audit'

/** The list's filters as the validator reads them (contracts/lists/audit.ts). */
export type AuditFilters = { [K in AuditFilter]?: K extends 'actorId' ? number : string }

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function checkDays(filters: AuditFilters) {
  for (const [name, value] of [
    ['from', filters.from],
    ['to', filters.to],
  ] as const) {
    if (value !== undefined && !isCalendarDay(value)) {
      throw DomainError.invalid(
        'INVALID_DATE',
        `Datum „${name === 'from' ? 'od' : 'do'}“ musí být platné datum.`
      )
    }
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    throw DomainError.invalid('INVALID_RANGE', 'Datum „od“ musí být nejpozději datum „do“.')
  }
}

/** The filtered audit trail; every filter is served by one of the table's indexes. */
function filtered(filters: AuditFilters): DatabaseQueryBuilderContract {
  checkDays(filters)
  const zone = domain.TIME_ZONE
  const firma = normalizeFirma(filters.firma)
  const code = normalizePharmacyCode(filters.pharmacyCode)
  return db
    .from('audit_log')
    .if(filters.actor, (q) => q.whereILike('actor_email', like(filters.actor!)))
    .if(filters.actorId, (q) => q.where('actor_id', filters.actorId!))
    .if(filters.action, (q) =>
      filters.action!.endsWith('.')
        ? q.whereLike('action', `${filters.action}%`)
        : q.where('action', filters.action!)
    )
    .if(filters.entity, (q) => q.where('entity', filters.entity!))
    .if(filters.entityId, (q) => q.where('entity_id', filters.entityId!))
    .if(firma, (q) => q.where('firma', firma!))
    .if(code, (q) => q.where('pharmacy_code', code!))
    .if(filters.from, (q) =>
      q.whereRaw(`created_at >= (?::date)::timestamp AT TIME ZONE '${zone}'`, [filters.from!])
    )
    .if(filters.to, (q) =>
      q.whereRaw(`created_at < (?::date + 1)::timestamp AT TIME ZONE '${zone}'`, [filters.to!])
    )
}

function present(row: Record<string, any>): AuditEntry {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, email: row.actor_email },
    ip: row.ip,
    requestId: row.request_id,
    action: row.action,
    actionLabel: actionLabel(row.action),
    entity: row.entity,
    entityId: row.entity_id,
    firma: row.firma,
    pharmacyCode: row.pharmacy_code,
    before: row.before,
    after: row.after,
  }
}

/** One page of the trail, newest first (or oldest with `dir=asc`), and the filter's total. */
export async function listAudit(
  filters: AuditFilters & { page?: number; limit?: number; dir?: 'asc' | 'desc' }
) {
  const page = filters.page ?? 1
  const limit = filters.limit ?? 50
  const dir = filters.dir ?? 'desc'
  const [rows, [{ total }]] = await Promise.all([
    filtered(filters)
      .orderBy('created_at', dir)
      .orderBy('id', dir)
      .offset((page - 1) * limit)
      .limit(limit),
    filtered(filters).count('* as total'),
  ])
  return { rows: rows.map(present), total: Number(total) }
}

/**
 * Every matching entry, newest first, read in pages of `chunk` by keyset on the id (for the
 * export): ids grow with time, and an id is exact where a timestamp could tie.
 */
export async function* allAudit(filters: AuditFilters, chunk = 2000) {
  let lastId: string | null = null
  for (;;) {
    const query = filtered(filters)
    if (lastId) query.where('id', '<', lastId)
    const rows = await query.orderBy('id', 'desc').limit(chunk)
    for (const row of rows) yield present(row)
    if (rows.length < chunk) return
    lastId = String(rows[rows.length - 1].id)
  }
}
