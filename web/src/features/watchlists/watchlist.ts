import type { QueryClient } from '@tanstack/react-query'
import { ApiError, messageOf } from '../../lib/api-client'
import { branchPath, type BranchRef } from '../../lib/branch-ref'

/* The rows and the detail as the API answers them: the watchlists' list contract. */
export type {
  Medicine,
  ResolvedItem,
  ResolvedWatchlist,
  Watchlist,
  WatchlistItem,
} from '../../../../contracts/lists/watchlists'

/** Název then SÚKL's doplněk názvu (strength, form, pack), as the PDF and e-mail name it. */
export { medicineName } from '../../../../app/watchlists/rules/watchlist_items'

export const watchlistsKey = ['watchlists'] as const

export const branchWatchlistsKey = (branch: BranchRef) =>
  [...watchlistsKey, branch.firma, branch.pharmacyCode] as const

/** After a change: the branch's list and details reload; medicine searches stay. */
export function invalidateWatchlists(queryClient: QueryClient, branch: BranchRef) {
  return queryClient.invalidateQueries({
    queryKey: branchWatchlistsKey(branch),
    predicate: (query) => query.queryKey[3] !== 'search',
  })
}

/** `/watchlists/{firma}/{pharmacyCode}[/{id}]` of the API. */
export function watchlistApiPath(branch: BranchRef, id?: string) {
  const base = branchPath('/watchlists', branch)
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`
}

/* Doc 2 §8 leaves the watchlist alerts unwritten; these are ours. */
export const texts = {
  notFound: 'Watchlist nenalezen',
  missingLogin: 'Nejste přihlášeni – přihlaste se prosím znovu.',
  loadFailed: 'Watchlisty se nepodařilo načíst.',
  detailFailed: 'Watchlist se nepodařilo načíst.',
  created: 'Watchlist vytvořen.',
  createFailed: 'Watchlist se nepodařilo vytvořit.',
  saved: 'Změny uloženy.',
  saveFailed: 'Změny se nepodařilo uložit.',
  deleted: 'Watchlist smazán.',
  deleteFailed: 'Watchlist se nepodařilo smazat.',
  added: (nazev: string) => `Přípravek ${nazev} přidán.`,
  alreadyThere: (nazev: string) => `Přípravek ${nazev} už ve watchlistu je.`,
  addFailed: 'Přípravek se nepodařilo přidat.',
  removed: (nazev: string) => `Přípravek ${nazev} odebrán.`,
  removeFailed: 'Přípravek se nepodařilo odebrat.',
  toggleFailed: 'Příznak „bez doplatku“ se nepodařilo změnit.',
  pdfFailed: 'PDF se nepodařilo stáhnout.',
  searchFailed: 'Vyhledávání se nezdařilo.',
  mailFailed: 'E-mail se nepodařilo připravit.',
  sendFailed: 'E-mail se nepodařilo odeslat.',
  sendNeedsEmail: 'Watchlist nemá vyplněný e-mail; doplňte ho úpravou v seznamu watchlistů.',
  mailFallback:
    'Poštovní klient se neotevřel. Text e-mailu je připraven níže – zkopírujte jej do zprávy.',
  nameRequired: 'Zadejte název watchlistu.',
  emailInvalid: 'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
  confirmDelete: (name: string) => `Opravdu smazat watchlist ${name}?`,
}

/** The alert text of a failed call: a lost login says so, else the server's message. */
export function failureText(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return texts.missingLogin
  return messageOf(error, fallback)
}

/* The same check the server makes; a blank e-mail means none. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Field errors of the create and edit forms, checked before the call. */
export function watchlistFormErrors(values: { name: string; email: string }) {
  const errors: { name?: string; email?: string } = {}
  if (values.name.trim() === '') errors.name = texts.nameRequired
  const email = values.email.trim()
  if (email !== '' && !EMAIL.test(email)) errors.email = texts.emailInvalid
  return errors
}
