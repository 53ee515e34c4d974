import { DomainError } from '#core/domain_error'

/** The firma-wide ledger (no `pharmacyCode`) is the admin's view (API.md). */
export function assertMayViewFirmaLedger(actor: { role: string }) {
  if (actor.role !== 'admin') {
    throw DomainError.forbidden('Saldo všech poboček vidí jen administrátor.')
  }
}
