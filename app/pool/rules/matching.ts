/*
| Matching of DOMAIN.md: every other branch of the firma is a candidate for an aktivní
| item unless it refused this PDK + lot or already holds more than 3 months of cover;
| probability = min(100, round(100 × daily × (zbyvaDni − TRANSIT_DAYS) / quantity)),
| candidates under MIN_PROBABILITY are dropped; the best is the highest probability,
| then the highest consumption, then the lowest branch code.
*/

export type MatchConstants = {
  TRANSIT_DAYS: number
  MIN_PROBABILITY: number
  TARGET_MAX_COVER_MONTHS: number
  NO_EXPIRY_HORIZON_DAYS: number
}

export type Candidate = { pharmacyCode: string; daily: number; stock: number }
export type MatchItem = { pharmacyCode: string; quantity: number; zbyvaDni: number | null }
export type Match = { targetPharmacyCode: string; probability: number }

/* A lot without expiry can be sold over the slow-mover horizon. */
export function probability(
  daily: number,
  zbyvaDni: number | null,
  quantity: number,
  c: MatchConstants
) {
  const days = (zbyvaDni ?? c.NO_EXPIRY_HORIZON_DAYS) - c.TRANSIT_DAYS
  if (quantity <= 0 || days <= 0 || daily <= 0) return 0
  return Math.min(100, Math.round((100 * daily * days) / quantity))
}

export function compareCodes(a: string, b: string) {
  const na = Number(a)
  const nb = Number(b)
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb
  return a.localeCompare(b)
}

export function chooseTarget(
  item: MatchItem,
  candidates: Candidate[],
  refused: Set<string>,
  c: MatchConstants
): Match | null {
  let best: Candidate | null = null
  let bestProbability = 0
  for (const candidate of candidates) {
    if (candidate.pharmacyCode === item.pharmacyCode || refused.has(candidate.pharmacyCode))
      continue
    if (candidate.stock > candidate.daily * 30 * c.TARGET_MAX_COVER_MONTHS) continue
    const p = probability(candidate.daily, item.zbyvaDni, item.quantity, c)
    if (p < c.MIN_PROBABILITY) continue
    const better =
      !best ||
      p > bestProbability ||
      (p === bestProbability && candidate.daily > best.daily) ||
      (p === bestProbability &&
        candidate.daily === best.daily &&
        compareCodes(candidate.pharmacyCode, best.pharmacyCode) < 0)
    if (better) {
      best = candidate
      bestProbability = p
    }
  }
  return best ? { targetPharmacyCode: best.pharmacyCode, probability: bestProbability } : null
}
