/** A branch a screen acts for; codes are normalised (no leading zeros). */
export interface BranchRef {
  firma: string
  pharmacyCode: string
}

/** `prefix/{firma}/{pharmacyCode}`, both parts encoded. */
export function branchPath(prefix: string, { firma, pharmacyCode }: BranchRef): string {
  return `${prefix}/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}`
}
