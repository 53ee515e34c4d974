/*
| Reimbursement changes (DOMAIN.md, API.md): for each product in the branch's stock,
| `difference = new úhrada − old úhrada` per pack and `impact = stock × difference`.
| A product missing from one of the two lists counts there as úhrada 0: gaining or losing
| the reimbursement is the largest change of all. Lines are sorted by impact, most negative
| (the branch's biggest loss) first.
*/

export type StockedProduct = {
  sukl: string
  nazev: string
  /** The list's *doplněk názvu* (strength, form, pack), shown after the name. */
  doplnek?: string | null
  stock: number
  oldUhrada: number | null
  newUhrada: number | null
}
export type ChangeLine = StockedProduct & { difference: number; impact: number }

/* Prices are stored with 4 decimals; rounding there keeps float noise out of the sums. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0

export function reimbursementChange(
  oldUhrada: number | null,
  newUhrada: number | null,
  stock: number
) {
  const difference = round4((newUhrada ?? 0) - (oldUhrada ?? 0))
  return { difference, impact: round4(stock * difference) }
}

export function reimbursementChanges(products: StockedProduct[]): ChangeLine[] {
  return products
    .filter((p) => p.stock > 0 && (p.oldUhrada !== null || p.newUhrada !== null))
    .map((p) => ({ ...p, ...reimbursementChange(p.oldUhrada, p.newUhrada, p.stock) }))
    .filter((line) => line.difference !== 0)
    .sort(
      (a, b) =>
        a.impact - b.impact ||
        a.difference - b.difference ||
        a.nazev.localeCompare(b.nazev, 'cs') ||
        a.sukl.localeCompare(b.sukl)
    )
}

export function totalImpact(lines: { impact: number }[]) {
  return round4(lines.reduce((sum, line) => sum + line.impact, 0))
}
