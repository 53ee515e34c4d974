import type { PdfKind } from '#core/pdf/pdf_queue'

/** Every kind of PDF the pdf worker renders; each domain adds its kinds here. */
export async function loadPdfKinds(): Promise<PdfKind<any>[]> {
  const { prevodkaPdfKind } = await import('#transfers/services/prevodka_pdf')
  const { sentPrevodkaPdfKind } = await import('#transfers/services/sent_prevodka_pdf')
  const { supplierOrderPdfKind } = await import('#orders/services/supplier_order_pdf')
  const { leafletOrderPdfKind } = await import('#orders/services/leaflet_order_pdf')
  const { overstockPdfKind } = await import('#stock/services/overstock_pdf')
  const { discountPdfKind } = await import('#discounts/services/discount_pdf')
  const { voucherPdfKind } = await import('#vouchers/services/voucher_pdf')
  const { actionPricesPdfKind } = await import('#pricelists/services/action_prices_pdf')
  const { uhradyChangesPdfKind } = await import('#pricelists/services/uhrady_changes_pdf')
  const { watchlistPdfKind } = await import('#watchlists/services/watchlist_pdf')
  return [
    prevodkaPdfKind,
    sentPrevodkaPdfKind,
    supplierOrderPdfKind,
    leafletOrderPdfKind,
    overstockPdfKind,
    discountPdfKind,
    voucherPdfKind,
    actionPricesPdfKind,
    uhradyChangesPdfKind,
    watchlistPdfKind,
  ]
}
