import db from '@adonisjs/lucid/services/db'
import { currentPriceList } from '#pricelists/queries/price_lists'
import type { LeafletItem } from '#orders/rules/leaflet_order'

/** The leaflet valid today (the newest whose validFrom is not after today) with its item count. */
export async function currentLeaflet(today: string) {
  const list = await currentPriceList('leaflet', today)
  if (!list) return null
  const [{ n }] = await db.from('leaflet_items').where('list_id', Number(list.id)).count('* as n')
  return { ...list, itemCount: Number(n) }
}

export async function leafletItems(listId: string): Promise<LeafletItem[]> {
  const rows = await db
    .from('leaflet_items')
    .where('list_id', Number(listId))
    .orderBy('id')
    .select('sukl', 'pdk', 'nazev', 'akcni_nakupni')
  return rows.map((r) => ({
    sukl: r.sukl,
    pdk: r.pdk,
    nazev: r.nazev,
    akcniNakupni: Number(r.akcni_nakupni),
  }))
}
