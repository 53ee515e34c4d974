/** `role: user → admin; pharmacyCode: 3 → 4`: an entry's change in one line. */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null
): string {
  const show = (value: unknown) =>
    value === null || value === undefined
      ? '—'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`).join('; ')
  }
  const only = after ?? before
  if (!only) return ''
  const text = Object.entries(only)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join('; ')
  return before ? `smazáno: ${text}` : text
}
