import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { czDate } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import type { ReportBlock } from '#core/pdf/report'
import { newestPriceList } from '#pricelists/queries/price_lists'
import { WATCHLIST_NOT_FOUND, watchlistRow } from '#watchlists/queries/watchlists'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { exportRows, NOT_IN_LIST_MARK } from '#watchlists/rules/watchlist_export'

type Params = { firma: string; pharmacyCode: string; id: number }

/* Code, name, four surcharges, the no-surcharge flag (rules/watchlist_export). */
const COLUMNS = pdfColumns(
  'SÚKL:18 | Název:58 | Doplatek (Kč):>22 | Doplatek do limitu (Kč):>22',
  'Doplatek zvýšená úhrada (Kč):>22 | Zvýšená do limitu (Kč):>22 | Bez doplatku:^22'
)

/** A watchlist's items with their surcharges from the newest úhrady list. */
export const watchlistPdfKind = branchPdfKind({
  name: 'watchlists.export',
  /* The fingerprint's cheap reads: the list's version and the newest úhrady list. */
  async sources(params: Params) {
    const row = await watchlistRow(params, Number(params.id))
    return row && { row, list: await newestPriceList('uhrady') }
  },
  missing: WATCHLIST_NOT_FOUND,
  fingerprint: ({ row, list }, { today }) => [row.version, list?.id ?? '-', today].join(':'),
  async layout(_sources, params) {
    const watchlist = await resolveWatchlist(params, Number(params.id))
    const missing = watchlist.items.some((item) => !item.inList)
    const blocks: ReportBlock[] = [
      {
        type: 'fields',
        fields: [
          ['E-mail', watchlist.email ?? '—'],
          [
            'Seznam úhrad',
            watchlist.priceList
              ? `platný od ${czDate(watchlist.priceList.validFrom)} (${watchlist.priceList.source})`
              : 'není nahrán',
          ],
          ['Počet přípravků', String(watchlist.items.length)],
        ],
      },
      pdfTable(COLUMNS, exportRows(watchlist.items), {
        emptyText: 'Watchlist zatím neobsahuje žádné přípravky.',
        fontSize: 9,
      }),
    ]
    if (missing) {
      blocks.push({
        type: 'text',
        size: 9,
        text: `${NOT_IN_LIST_MARK.trim()} Přípravek v nejnovějším seznamu úhrad už není; uvedeny jsou částky z doby přidání.`,
      })
    }
    return { title: `Watchlist ${watchlist.name}`, blocks }
  },
})
