import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordHistory, type HistoryRow } from '#pool/services/record_history'

type Batch = { id: number; firma: string; pharmacyCode: string }
type Lot = {
  pdk: string
  sarze: string
  nazev: string
  kodVzp: string | null
  exspirace: string | null
  mnozstvi: number
  ncsd: number | null
  dodavatel: string | null
  lezak: boolean
  ohrozeny: boolean
  gtin: string | null
}

/**
 * Offers the batch's ležáky and ohrožené in the pool (DOMAIN.md): one item per lot with
 * the surplus quantity (the whole quantity of a pure slow mover). The branch's aktivní
 * items are updated in place and those whose lot no longer qualifies are removed; items
 * in any later stav are never touched. Runs inside the snapshot swap. The GTIN comes from
 * the sklad row, else from the product's karty row.
 */
export async function syncPoolItems(trx: TransactionClientContract, batch: Batch) {
  const { rows } = await trx.rawQuery(
    `SELECT s.pdk, coalesce(s.sarze, '') AS sarze, s.nazev, s.kod_vzp,
            to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace, s.mnozstvi::float AS mnozstvi,
            s.ncsd::float AS ncsd, s.dodavatel,
            bool_or(l.list = 'lezak') AS lezak, bool_or(l.list = 'ohrozeny') AS ohrozeny,
            max(l.prebytek)::float AS prebytek,
            coalesce(s.gtin, (SELECT max(k.gtin) FROM karty_rows k
                               WHERE k.batch_id = ? AND k.pdk = s.pdk)) AS gtin
       FROM stock_lists l JOIN sklad_rows s ON s.id = l.sklad_row_id
      WHERE l.batch_id = ?
      GROUP BY s.id`,
    [batch.id, batch.id]
  )
  /* Two sklad rows of one lot become one item. */
  const lots = new Map<string, Lot>()
  for (const r of rows) {
    const quantity = r.ohrozeny ? r.prebytek : r.mnozstvi
    const key = `${r.pdk}\u0000${r.sarze}`
    const lot = lots.get(key)
    if (lot) {
      lot.mnozstvi += quantity
      lot.lezak ||= r.lezak
      lot.ohrozeny ||= r.ohrozeny
      lot.gtin ??= r.gtin
      if (r.exspirace && (!lot.exspirace || r.exspirace < lot.exspirace))
        lot.exspirace = r.exspirace
    } else {
      lots.set(key, {
        pdk: r.pdk,
        sarze: r.sarze,
        nazev: r.nazev,
        kodVzp: r.kod_vzp,
        exspirace: r.exspirace,
        mnozstvi: quantity,
        ncsd: r.ncsd,
        dodavatel: r.dodavatel,
        lezak: r.lezak,
        ohrozeny: r.ohrozeny,
        gtin: r.gtin,
      })
    }
  }

  const existing = await trx
    .from('pool_items')
    .where({ firma: batch.firma, pharmacy_code: batch.pharmacyCode, stav: 'aktivní' })
    .select('id', 'pdk', 'sarze', 'mnozstvi', 'ncsd')
  const history: HistoryRow[] = []
  const gone: number[] = []
  const kept: { id: number; lot: Lot; changed: boolean }[] = []
  for (const item of existing) {
    const key = `${item.pdk}\u0000${item.sarze}`
    const lot = lots.get(key)
    if (!lot) {
      gone.push(item.id)
      continue
    }
    lots.delete(key)
    const changed = Number(item.mnozstvi) !== lot.mnozstvi || Number(item.ncsd) !== (lot.ncsd ?? 0)
    kept.push({ id: item.id, lot, changed })
    if (changed) {
      history.push({
        poolItemId: item.id,
        stav: 'aktivní',
        note: 'Aktualizováno z exportu',
        by: 'systém',
      })
    }
  }
  /* One statement for all kept items; only a changed quantity or price makes a new version. */
  if (kept.length > 0) {
    const column = <T>(pick: (k: (typeof kept)[number]) => T) => kept.map(pick)
    await trx.rawQuery(
      `UPDATE pool_items p
          SET nazev = v.nazev, kod_vzp = v.kod_vzp, exspirace = v.exspirace::date, mnozstvi = v.mnozstvi,
              ncsd = v.ncsd, dodavatel = v.dodavatel, lezak = v.lezak, ohrozeny = v.ohrozeny,
              gtin = v.gtin,
              version = p.version + CASE WHEN v.changed THEN 1 ELSE 0 END,
              updated_at = CASE WHEN v.changed THEN now() ELSE p.updated_at END
         FROM unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::numeric[], ?::numeric[], ?::text[], ?::bool[], ?::bool[], ?::bool[], ?::text[])
              AS v(id, nazev, kod_vzp, exspirace, mnozstvi, ncsd, dodavatel, lezak, ohrozeny, changed, gtin)
        WHERE p.id = v.id`,
      [
        column((k) => k.id),
        column((k) => k.lot.nazev),
        column((k) => k.lot.kodVzp) as string[],
        column((k) => k.lot.exspirace) as string[],
        column((k) => k.lot.mnozstvi),
        column((k) => k.lot.ncsd) as number[],
        column((k) => k.lot.dodavatel) as string[],
        column((k) => k.lot.lezak),
        column((k) => k.lot.ohrozeny),
        column((k) => k.changed),
        column((k) => k.lot.gtin) as string[],
      ]
    )
  }
  if (gone.length > 0) await trx.from('pool_items').whereIn('id', gone).delete()

  const fresh = [...lots.values()]
  for (let i = 0; i < fresh.length; i += 1000) {
    const inserted = await trx
      .table('pool_items')
      .multiInsert(
        fresh.slice(i, i + 1000).map((lot) => ({
          firma: batch.firma,
          pharmacy_code: batch.pharmacyCode,
          pdk: lot.pdk,
          sarze: lot.sarze,
          nazev: lot.nazev,
          kod_vzp: lot.kodVzp,
          exspirace: lot.exspirace,
          mnozstvi: lot.mnozstvi,
          ncsd: lot.ncsd,
          dodavatel: lot.dodavatel,
          lezak: lot.lezak,
          ohrozeny: lot.ohrozeny,
          gtin: lot.gtin,
          stav: 'aktivní',
        }))
      )
      .returning('id')
    for (const row of inserted) {
      history.push({
        poolItemId: row.id,
        stav: 'aktivní',
        note: 'Nabídnuto do poolu z exportu',
        by: 'systém',
      })
    }
  }
  await recordHistory(trx, history)
}
