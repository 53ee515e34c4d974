/*
| What an audit row may hold of a record: never a password, token, secret or one of their
| hashes (ASVS V7.1.1), at any depth. Pure functions, so the rule is tested by tables.
*/

const SECRET_KEY =
  /^(password|current_?password|new_?password|password_?hash|(access_|refresh_)?token|secret|totp_?secret|code_?hash|recovery_?codes?|challenge)$/i

export type AuditValues = Record<string, unknown>

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean)
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === 'object') {
    const json = (value as { toISO?: () => string }).toISO
    if (typeof json === 'function') return json.call(value)
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEY.test(key) && inner !== undefined) out[key] = clean(inner)
    }
    return out
  }
  return value
}

/** The record without its secrets; dates as ISO strings. */
export function auditSafe(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) return null
  return clean(values) as AuditValues
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * An edit as the fields it changed: `before` and `after` hold only those, both without
 * secrets. A field absent on one side counts as null there; `ignore` names bookkeeping
 * fields (a version, a timestamp) that change with every edit.
 */
export function auditChanges(before: AuditValues, after: AuditValues, ignore: string[] = []) {
  const a = auditSafe(before) ?? {}
  const b = auditSafe(after) ?? {}
  const changed = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !ignore.includes(key) && !same(a[key] ?? null, b[key] ?? null)
  )
  return {
    before: Object.fromEntries(changed.map((key) => [key, a[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, b[key] ?? null])),
  }
}
