/** The two price lists an admin uploads: the action leaflet and the reimbursement list. */
export type PriceListKind = 'leaflet' | 'uhrady'

/** One stored upload as the server describes it (its list: contracts/lists/price_list_history). */
export type { PriceListUpload as PriceListMeta } from '../../../../contracts/lists/price_list_history'

interface KindTexts {
  /** The screen's title, as in the route table. */
  title: string
  /** API prefix of the kind's admin endpoints. */
  base: string
  withValidTo: boolean
  missingDates: string
  success: string
  currentTitle: string
  nothingYet: string
}

/** Texts of spec doc 2 §5 and §8 for each kind. */
export const priceListKinds: Record<PriceListKind, KindTexts> = {
  leaflet: {
    title: 'Nahrání akčního letáku',
    base: '/leaflet-admin',
    withValidTo: true,
    missingDates: 'Vyplň prosím platnost (od/do).',
    success: 'Leták uložen do databáze.',
    currentTitle: 'Aktuální leták',
    nothingYet: 'Zatím nebyl nahrán žádný leták.',
  },
  uhrady: {
    title: 'Nahrání přehledu úhrad',
    base: '/uhrady-admin',
    withValidTo: false,
    missingDates: 'Vyplň prosím platnost od.',
    success: 'Úhrady nahrány do databáze.',
    currentTitle: 'Aktuální přehled úhrad',
    nothingYet: 'Zatím nebyl nahrán žádný přehled úhrad.',
  },
}

export const priceListKey = (kind: PriceListKind) => ['pricelists', kind] as const
