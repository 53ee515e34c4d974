/** The signed-in user as the bell sees them (the user model fits). */
export type Viewer = { id: number; firma: string | null; pharmacyCode: string | null }

/**
 * Which notifications a user sees, over alias `n`: those addressed to them and those of
 * their branch. An admin without a branch sees only their own (none of the kinds today).
 */
export function visibleTo(viewer: Viewer): { sql: string; bindings: (number | string)[] } {
  if (!viewer.firma || !viewer.pharmacyCode) return { sql: 'n.user_id = ?', bindings: [viewer.id] }
  return {
    sql: '(n.user_id = ? OR (n.firma = ? AND n.pharmacy_code = ?))',
    bindings: [viewer.id, viewer.firma, viewer.pharmacyCode],
  }
}
