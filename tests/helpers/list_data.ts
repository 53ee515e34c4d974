import { addDays } from '#core/calendar'
import { today } from './exports.js'

/*
| Pool items written straight into the database, for tests of the lists themselves (the
| upload and matching that normally make them are tested elsewhere).
*/

export type SeedItem = {
  source: string
  target?: string | null
  stav: string
  nazev: string
  pdk: string
  sarze?: string
  kodVzp?: string | null
  /** Days from today; null for a lot without expiry. */
  expiresIn?: number | null
  mnozstvi?: number
  ncsd?: number | null
  probability?: number | null
  firma?: string
}

export const LIST_NAMES = [
  'ŽALUDEČNÍ KAPKY 50ML',
  'Čaj heřmánkový 20x1,5g',
  'ACYLPYRIN 500MG TBL 10',
  'IBALGIN 400 TBL 30',
  'ibalgin 200 tbl 24',
  'Ženšen CPS 60',
  'ANOPYRIN 100MG TBL 60',
  'Paralen 500 TBL 24',
  'PARALEN 125 SUP 10',
  'Ořechový olej 100ml',
  'Echinacea 10',
  'Echinacea 9',
  'Šalvěj kloktadlo',
  'zinek 15mg',
  'Řepík lékařský čaj',
]

/** Inserts the items; returns their ids in the given order. */
export async function seedPoolItems(items: SeedItem[]) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const day = today()
  const rows = items.map((item) => ({
    firma: item.firma ?? 'LEMON',
    pharmacy_code: item.source,
    target_pharmacy_code: item.target ?? null,
    stav: item.stav,
    nazev: item.nazev,
    pdk: item.pdk,
    sarze: item.sarze ?? `L-${item.pdk}`,
    kod_vzp: item.kodVzp ?? null,
    exspirace:
      item.expiresIn === null || item.expiresIn === undefined ? null : addDays(day, item.expiresIn),
    mnozstvi: item.mnozstvi ?? 1,
    ncsd: item.ncsd === undefined ? 10 : item.ncsd,
    probability: item.probability === undefined ? 50 : item.probability,
  }))
  const inserted = await db.table('pool_items').multiInsert(rows).returning('id')
  return inserted.map((r: any) => String(r.id))
}

/**
 * A realistic mix for one target branch: `count` items from `source` to `target`, names
 * from LIST_NAMES (with and without diacritics, mixed case), every 7th without expiry,
 * every 5th without NCSD, quantities, prices and probabilities spread out.
 */
export function transferMix(count: number, source: string, target: string, stav: string) {
  return Array.from({ length: count }, (_, n) => ({
    source,
    target,
    stav,
    nazev: LIST_NAMES[n % LIST_NAMES.length],
    pdk: `P${source}${String(n).padStart(3, '0')}`,
    sarze: `Š-${source}-${n}`,
    kodVzp: `00${String(1000 + n)}`,
    expiresIn: n % 7 === 3 ? null : 10 + ((n * 37) % 300),
    mnozstvi: 1 + ((n * 13) % 40),
    ncsd: n % 5 === 4 ? null : 5 + ((n * 29) % 400),
    probability: 20 + ((n * 17) % 81),
  })) satisfies SeedItem[]
}

export type SeedLot = {
  pdk: string
  nazev: string
  mnozstvi: number
  kodVzp?: string | null
  sarze?: string | null
  expiresIn?: number | null
  /** The ležáky and ohrožené lists the lot is on, with its surplus on the latter. */
  lists?: ('lezak' | 'ohrozeny')[]
  prebytek?: number
  /** A karty minimum for the PDK. */
  minStock?: number | null
}

/**
 * A finished export of `code` made of `lots` (sklad rows, their list rows, karty rows),
 * published as the branch's current batch, as an upload leaves it.
 */
export async function seedStockBatch(code: string, lots: SeedLot[], karty: SeedLot[] = []) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const day = today()
  const [batch] = await db
    .table('export_batches')
    .insert({ firma: 'LEMON', pharmacy_code: code, status: 'done', files: '{}' })
    .returning('id')
  const batchId = batch.id ?? batch
  const sklad = await db
    .table('sklad_rows')
    .multiInsert(
      lots.map((l) => ({
        batch_id: batchId,
        pdk: l.pdk,
        nazev: l.nazev,
        mnozstvi: l.mnozstvi,
        kod_vzp: l.kodVzp ?? null,
        sarze: l.sarze === undefined ? `L-${l.pdk}` : l.sarze,
        exspirace:
          l.expiresIn === null || l.expiresIn === undefined ? null : addDays(day, l.expiresIn),
      }))
    )
    .returning('id')
  const listRows = lots.flatMap((l, i) =>
    (l.lists ?? []).map((list) => ({
      batch_id: batchId,
      sklad_row_id: sklad[i].id,
      list,
      prebytek: list === 'ohrozeny' ? (l.prebytek ?? l.mnozstvi) : null,
    }))
  )
  if (listRows.length) await db.table('stock_lists').multiInsert(listRows)
  const cards = [...lots, ...karty].filter((l) => l.minStock !== undefined)
  if (cards.length)
    await db.table('karty_rows').multiInsert(
      cards.map((l) => ({
        batch_id: batchId,
        pdk: l.pdk,
        nazev: l.nazev,
        min_stock: l.minStock,
      }))
    )
  await db.rawQuery(
    `INSERT INTO branch_exports (firma, pharmacy_code, batch_id, last_batch_at) VALUES ('LEMON', ?, ?, now())
     ON CONFLICT (firma, pharmacy_code) DO UPDATE SET batch_id = excluded.batch_id`,
    [code, batchId]
  )
  return batchId as number
}

export type SeedPrevodka = {
  from: string
  to: string
  stav: 'odesláno' | 'přijato' | 'uzavřeno'
  /** Days before now it was sent (and, when not odesláno, received a day later). */
  sentDaysAgo: number
  lines?: number
}

/** Převodky with their lines (pool items on them, přijato when the převodka is). */
export async function seedPrevodky(list: SeedPrevodka[]) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const ids: string[] = []
  for (const [n, p] of list.entries()) {
    const prevodkaId = `LEMON-${p.from}-${p.to}-2026${String(n).padStart(4, '0')}-1`
    const [row] = await db
      .table('prevodky')
      .insert({
        prevodka_id: prevodkaId,
        firma: 'LEMON',
        from_code: p.from,
        to_code: p.to,
        stav: p.stav,
        sent_at: db.raw(`now() - ? * interval '1 day'`, [p.sentDaysAgo]),
        received_at:
          p.stav === 'odesláno'
            ? null
            : db.raw(`now() - ? * interval '1 day'`, [p.sentDaysAgo - 1]),
      })
      .returning('id')
    const lines = p.lines ?? 1
    await db.table('pool_items').multiInsert(
      Array.from({ length: lines }, (_, i) => ({
        firma: 'LEMON',
        pharmacy_code: p.from,
        target_pharmacy_code: p.to,
        pdk: `PV${n}-${i}`,
        nazev: LIST_NAMES[(n + i) % LIST_NAMES.length],
        sarze: `PV-${n}-${i}`,
        mnozstvi: 2,
        ncsd: 10 + n,
        stav: p.stav === 'odesláno' ? 'odesláno' : 'přijato',
        prevodka_id: row.id,
      }))
    )
    ids.push(prevodkaId)
  }
  return ids
}
