import type { LedgerRelation, PartnerBalance } from './ledger'

/* Pure rules of the ledger screens. */

const otherSide = (relation: LedgerRelation) =>
  String(relation.toPharmacy ?? relation.targetPharmacy ?? '')

/**
 * The relation seen from `code`: the partner is the side that is not `code`, and a
 * relation recorded from the partner's side counts with the opposite sign.
 */
export function partnerBalance(relation: LedgerRelation, code: string): PartnerBalance {
  const saldo = Number(relation.saldo) || 0
  if (String(relation.fromPharmacy) === code) return { partner: otherSide(relation), saldo }
  return { partner: String(relation.fromPharmacy), saldo: saldo === 0 ? 0 : -saldo }
}

export function partnerBalances(relations: LedgerRelation[], code: string): PartnerBalance[] {
  return relations.map((relation) => partnerBalance(relation, code))
}

/**
 * Green for a positive balance, red for a negative one, grey for zero; each dark enough for
 * 4.5:1 on a white and on a striped row (red.7 was 3.9:1 and grey.6 3.3:1, issue #25).
 */
export function saldoColor(saldo: number): string {
  if (saldo > 0) return 'green.9'
  if (saldo < 0) return 'red.9'
  return 'gray.7'
}
