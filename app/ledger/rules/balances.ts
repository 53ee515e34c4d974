/*
| The ledger of DOMAIN.md: each delivered line is worth quantity × NCSD; the source's
| balance towards the target grows by it and the target's towards the source falls by
| it, so every firma sums to zero. Balances are derived, never typed in.
*/

export type DeliveredFlow = { from: string; to: string; value: number }
export type Relation = { fromPharmacy: string; toPharmacy: string; saldo: number }

const round = (value: number) => Math.round(value * 100) / 100

/** Each branch's relations (its balance towards every partner) and their total. */
export function balances(flows: DeliveredFlow[]) {
  const pairs = new Map<string, Map<string, number>>()
  const add = (from: string, to: string, value: number) => {
    const partners = pairs.get(from) ?? new Map<string, number>()
    partners.set(to, (partners.get(to) ?? 0) + value)
    pairs.set(from, partners)
  }
  for (const flow of flows) {
    add(flow.from, flow.to, flow.value)
    add(flow.to, flow.from, -flow.value)
  }
  return [...pairs.entries()].map(([pharmacyCode, partners]) => {
    const relations: Relation[] = [...partners.entries()].map(([toPharmacy, saldo]) => ({
      fromPharmacy: pharmacyCode,
      toPharmacy,
      saldo: round(saldo),
    }))
    const totalSaldo = round(relations.reduce((sum, r) => sum + r.saldo, 0))
    return { pharmacyCode, totalSaldo, relations }
  })
}
