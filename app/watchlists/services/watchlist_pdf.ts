import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { DomainError } from '#core/domain_error'
import { czDate } from '#core/format_cz'
import type { ReportBlock } from '#core/pdf/report'
import { newestPriceList } from '#pricelists/queries/price_lists'
import { WATCHLIST_NOT_FOUND, watchlistRow } from '#watchlists/queries/watchlists'
import { resolveWatchlist } from '#watchlists/services/resolve_watchlist'
import { exportRows, NOT_IN_LIST_MARK } from '#watchlists/rules/watchlist_export'

type Params = { firma: string; pharmacyCode: string; id: number }

/* 186 mm of A4 portrait content: code, name, four surcharges, the no-surcharge flag. */
const COLUMNS = [
  { header: 'SÚKL', width: 18 },
  { header: 'Název', width: 58 },
  { header: 'Doplatek (Kč)', width: 22, align: 'right' as const },
  { header: 'Doplatek do limitu (Kč)', width: 22, align: 'right' as const },
  { header: 'Doplatek zvýšená úhrada (Kč)', width: 22, align: 'right' as const },
  { header: 'Zvýšená do limitu (Kč)', width: 22, align: 'right' as const },
  { header: 'Bez doplatku', width: 22, align: 'center' as const },
]

/** A watchlist's items with their surcharges from the newest úhrady list. */
export const watchlistPdfKind = branchPdfKind({
  name: 'watchlists.export',
  /* The fingerprint's cheap reads: the list's version and the newest úhrady list. */
  async sources(params: Params) {
    const row = await watchlistRow(params, Number(params.id))
    if (!row) throw DomainError.notFound(WATCHLIST_NOT_FOUND)
    return { row, list: await newestPriceList('uhrady') }
  },
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
      {
        type: 'table',
        columns: COLUMNS,
        fontSize: 9,
        rows: exportRows(watchlist.items),
        emptyText: 'Watchlist zatím neobsahuje žádné přípravky.',
      },
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
