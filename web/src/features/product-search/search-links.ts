import { formatDate, formatNumber } from '../../lib/format'
import { paths } from '../../lib/paths'
import { stavLabel } from '../../lib/pool-item'
import type { ItemHit, ProductSearchResult, StockHit } from './api/search-products'

/* Where each found product leads: the list that shows it, filtered by its PDK. */

export interface SearchLink {
  label: string
  description: string
  path: string
}

type Scope = ProductSearchResult['scope']

function withQuery(path: string, query: Record<string, string | null | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  return `${path}?${params}`
}

/** An admin's screen of one branch names it (`?pharmacyCode=`); a user's is their own. */
const branchOf = (admin: boolean, code: string) => (admin ? code : null)
const at = (admin: boolean, scope: Scope, code: string) =>
  admin && !scope.pharmacyCode ? ` · pobočka ${code}` : ''
const expiry = (day: string | null) => (day ? ` · exp. ${formatDate(day)}` : '')

export function stockLink(hit: StockHit, scope: Scope, admin: boolean): SearchLink {
  const sukl = hit.kodVZP ? ` · SÚKL ${hit.kodVZP}` : ''
  return {
    label: hit.nazev,
    description: `PDK ${hit.pdk}${sukl} · ${formatNumber(hit.mnozstvi)} ks${expiry(hit.exspirace)}${at(admin, scope, hit.pharmacyCode)}`,
    /* The product's lots with their šarže and expiry, as the description promises (#36). */
    path: withQuery(paths.lots, {
      pharmacyCode: branchOf(admin, hit.pharmacyCode),
      pdk: hit.pdk,
    }),
  }
}

export function poolLink(hit: ItemHit, scope: Scope, admin: boolean): SearchLink {
  return {
    label: hit.nazev,
    description: `PDK ${hit.pdk} · ${formatNumber(hit.mnozstvi)} ks${expiry(hit.exspirace)}${at(admin, scope, hit.pharmacyCode)}`,
    path: withQuery(paths.pool, { pharmacyCode: branchOf(admin, hit.pharmacyCode), q: hit.pdk }),
  }
}

/**
 * The transfer screen of the branch where the item is now: proposals and arrivals to
 * accept, confirmed ones, those to pick, packages to send, převodky sent. An admin has no
 * transfer screens: the firma's pool items filtered by the stav.
 */
function transferPath(hit: ItemHit, scope: Scope, admin: boolean): string {
  if (admin) return withQuery(paths.poolItems, { q: hit.pdk, stav: hit.stav })
  const incoming = hit.targetPharmacyCode === scope.pharmacyCode
  const byStav: Record<string, string> = incoming
    ? {
        rezervováno: paths.transfersIncoming,
        potvrzeno: paths.transfersConfirmed,
        odesláno: paths.transfersIncoming,
      }
    : {
        rezervováno: paths.pool,
        potvrzeno: paths.transfersOutgoing,
        vychystáno: paths.transfersPrepared,
        odesláno: paths.transfersShipped,
      }
  const path = byStav[hit.stav] ?? paths.pool
  /* Packages are listed by their target branch, sent ones by their převodka. */
  if (path === paths.transfersPrepared) return withQuery(path, { q: hit.targetPharmacyCode })
  if (path === paths.transfersShipped) return withQuery(path, { q: hit.prevodkaId })
  return withQuery(path, { q: hit.pdk })
}

export function transferLink(hit: ItemHit, scope: Scope, admin: boolean): SearchLink {
  return {
    label: hit.nazev,
    description: `${stavLabel(hit.stav)} · z pobočky ${hit.pharmacyCode} do ${hit.targetPharmacyCode ?? '–'} · ${formatNumber(hit.mnozstvi)} ks`,
    path: transferPath(hit, scope, admin),
  }
}
