import db from '@adonisjs/lucid/services/db'
import type { LeafletStock } from '#pricelists/rules/action_prices'
import { currentPriceList, newestPriceList } from '#pricelists/queries/price_lists'

/**
 * The leaflet the action-prices report uses: the current one (validFrom not after today),
 * else the newest, so a leaflet uploaded ahead of its start can be checked beforehand.
 */
export async function reportLeaflet(today: string) {
  return (await currentPriceList('leaflet', today)) ?? (await newestPriceList('leaflet'))
}

/**
 * Leaflet items with the branch's lots on the shelf that match them by SÚKL code (sklad
 * kod_vzp) or by PDK; a lot matching an item both ways counts once.
 */
export async function leafletStock(listId: number, batchId: number): Promise<LeafletStock[]> {
  const { rows } = await db.rawQuery(
    `WITH lots AS (
       SELECT id, pdk, kod_vzp, mnozstvi::float AS mnozstvi, ncsd::float AS ncsd
         FROM sklad_rows WHERE batch_id = ? AND mnozstvi > 0
     ), matched AS (
       SELECT li.id AS item_id, l.id AS lot_id
         FROM leaflet_items li JOIN lots l ON l.kod_vzp = li.sukl
        WHERE li.list_id = ?
       UNION
       SELECT li.id, l.id
         FROM leaflet_items li JOIN lots l ON l.pdk = li.pdk
        WHERE li.list_id = ?
     )
     SELECT li.id, li.nazev, li.sukl, li.pdk, li.akcni_nakupni::float AS akcni_nakupni,
            li.akcni_prodejni::float AS akcni_prodejni, l.mnozstvi, l.ncsd
       FROM matched m
       JOIN leaflet_items li ON li.id = m.item_id
       JOIN lots l ON l.id = m.lot_id
      ORDER BY li.id`,
    [batchId, listId, listId]
  )
  const items = new Map<string, LeafletStock>()
  for (const r of rows) {
    let item = items.get(String(r.id))
    if (!item) {
      item = {
        nazev: r.nazev,
        sukl: r.sukl,
        pdk: r.pdk,
        akcniNakupni: r.akcni_nakupni,
        akcniProdejni: r.akcni_prodejni,
        lots: [],
      }
      items.set(String(r.id), item)
    }
    item.lots.push({ mnozstvi: r.mnozstvi, ncsd: r.ncsd })
  }
  return [...items.values()]
}
