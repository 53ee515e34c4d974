import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { auditOrigin, type AuditActor } from '#core/audit/audit_actor'
import { auditSafe, type AuditValues } from '#core/audit/audit_values'

export type AuditEntry = {
  /** `<domain>.<verb>`, e.g. `users.update`, `auth.login_failed`. */
  action: string
  entity?: string | null
  entityId?: string | number | null
  /** The branch concerned; defaults to the branch the request's route acts for. */
  branch?: { firma: string | null; pharmacyCode: string | null } | null
  before?: AuditValues | null
  after?: AuditValues | null
  /** Who acted, when the request has no signed-in user yet (a sign-in). */
  actor?: AuditActor
}

/* The widths of the audit_log columns: a value from a request (a branch code someone typed,
   a forwarded address) is cut to fit, so recording an event can never fail on its length. */
const bounded = (value: string | null | undefined, width: number) =>
  value === null || value === undefined ? null : String(value).slice(0, width)

/**
 * Appends one row to the audit trail. Pass the transaction of the change, so the row
 * exists exactly when the change does (a rollback takes both); security events that
 * change nothing else pass no client and are written on their own.
 */
export async function recordAudit(
  entry: AuditEntry,
  client: QueryClientContract = db.connection()
) {
  const origin = auditOrigin()
  const actor = entry.actor ?? origin
  const branch = entry.branch === undefined ? origin.branch : entry.branch
  await client.table('audit_log').insert({
    actor_kind: actor.kind,
    actor_id: actor.id ?? null,
    actor_email: bounded(actor.email, 254),
    ip: bounded(origin.ip, 64),
    request_id: bounded(origin.requestId, 128),
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: bounded(
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      200
    ),
    firma: bounded(branch?.firma, 20),
    pharmacy_code: bounded(branch?.pharmacyCode, 20),
    before: entry.before ? JSON.stringify(auditSafe(entry.before)) : null,
    after: entry.after ? JSON.stringify(auditSafe(entry.after)) : null,
  })
}
