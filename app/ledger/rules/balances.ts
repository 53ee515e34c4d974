/*
| The ledger of DOMAIN.md: each delivered line is worth quantity × NCSD; the source's
| balance towards the target grows by it and the target's towards the source falls by
| it, so every firma sums to zero. Balances are derived, never typed in.
*/

export type DeliveredFlow = { from: string; to: string; value: number }
export type Relation = { fromPharmacy: string; toPharmacy: string; saldo: number }

/*
| A line is quantity (3 decimals) × NCSD (4 decimals): exact in ten-millionths of a crown, so
| sums are integers whatever their order. Half a heller rounds away from zero on both sides,
| so A→B is exactly −(B→A) (Math.round would give 0,13 one way and −0,12 the other).
*/
const UNITS_PER_CZK = 10_000_000
const UNITS_PER_HELLER = UNITS_PER_CZK / 100
const toUnits = (value: number) => Math.round(value * UNITS_PER_CZK)
const hellersOf = (units: number) =>
  units < 0 ? -Math.round(-units / UNITS_PER_HELLER) : Math.round(units / UNITS_PER_HELLER)
const czk = (hellers: number) => (hellers === 0 ? 0 : hellers / 100)

/** Each branch's relations (its balance towards every partner) and their total. */
export function balances(flows: DeliveredFlow[]) {
  const pairs = new Map<string, Map<string, number>>()
  const add = (from: string, to: string, value: number) => {
    const partners = pairs.get(from) ?? new Map<string, number>()
    partners.set(to, (partners.get(to) ?? 0) + value)
    pairs.set(from, partners)
  }
  for (const flow of flows) {
    const units = toUnits(flow.value)
    add(flow.from, flow.to, units)
    add(flow.to, flow.from, -units)
  }
  return [...pairs.entries()].map(([pharmacyCode, partners]) => {
    const hellers = [...partners.values()].map(hellersOf)
    const relations: Relation[] = [...partners.keys()].map((toPharmacy, i) => ({
      fromPharmacy: pharmacyCode,
      toPharmacy,
      saldo: czk(hellers[i]),
    }))
    const totalSaldo = czk(hellers.reduce((sum, h) => sum + h, 0))
    return { pharmacyCode, totalSaldo, relations }
  })
}
