/* Reads the audit trail straight from PostgreSQL, oldest first. */

export type AuditRow = {
  id: string
  action: string
  actor_kind: string
  actor_id: number | null
  actor_email: string | null
  ip: string | null
  request_id: string | null
  entity: string | null
  entity_id: string | null
  firma: string | null
  pharmacy_code: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: Date
}

export async function auditRows(where: Partial<Record<keyof AuditRow, unknown>> = {}) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.from('audit_log').where(where).orderBy('id')) as AuditRow[]
}

/** The rows written since `mark` (the last id seen), oldest first. */
export async function auditSince(mark: number) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.from('audit_log').where('id', '>', mark).orderBy('id')) as AuditRow[]
}

export async function auditMark(): Promise<number> {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const row = await db.from('audit_log').max('id as id').first()
  return Number(row?.id ?? 0)
}
