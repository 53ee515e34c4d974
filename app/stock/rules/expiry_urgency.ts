/*
| How urgent a lot's expiry is on the working lists (issue #25): past its expiry it is
| "prošlé" (red), expiring within EXPIRY_SOON_DAYS (today included: it still sells) it is
| "do 30 dnů" (amber), otherwise nothing to flag. The screens say it in words as well as
| colour. The same edges as the dashboard's expiry overview.
*/

export const EXPIRY_SOON_DAYS = 30

export type ExpiryUrgency = 'expired' | 'soon'

export const URGENCY_TEXT: Record<ExpiryUrgency, string> = {
  expired: 'prošlé',
  soon: `do ${EXPIRY_SOON_DAYS} dnů`,
}

/** `daysLeft`: whole calendar days from today to the expiry (negative once past it). */
export function expiryUrgency(daysLeft: number | null | undefined): ExpiryUrgency | null {
  if (typeof daysLeft !== 'number' || !Number.isFinite(daysLeft)) return null
  if (daysLeft < 0) return 'expired'
  return daysLeft <= EXPIRY_SOON_DAYS ? 'soon' : null
}
