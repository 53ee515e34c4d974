import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { zbyvaDni } from '#stock/rules/derived_lists'
import { currentBatch } from '#stock/queries/current_batch'

type Branch = { firma: string; pharmacyCode: string }
type ListName = 'lezak' | 'ohrozeny'

const collator = new Intl.Collator('cs')

/* A lot already on its way (or gone) to another branch is no longer the branch's problem (doc 2). */
const HIDDEN = ['uzavřeno', 'odesláno', 'přijato']

/** One of the branch's derived lists, with zbyvaDni counted from today (Prague). */
export async function stockList(branch: Branch, list: ListName, now = new Date()) {
  const current = await currentBatch(branch)
  if (!current) return { lastBatch: null, items: [] }
  const rows = await db.rawQuery(
    `SELECT s.id, s.pdk, s.kod_vzp, s.nazev, s.mnozstvi::float AS mnozstvi, s.sarze,
            to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace, s.ncsd::float AS ncsd,
            l.prebytek::float AS prebytek, pool.stav
       FROM stock_lists l JOIN sklad_rows s ON s.id = l.sklad_row_id
       LEFT JOIN LATERAL (
         SELECT i.stav FROM pool_items i
          WHERE i.firma = ? AND i.pharmacy_code = ? AND i.pdk = s.pdk AND i.sarze = coalesce(s.sarze, '')
          ORDER BY i.updated_at DESC LIMIT 1
       ) pool ON true
      WHERE l.batch_id = ? AND l.list = ?
        AND coalesce(pool.stav, '') NOT IN (${HIDDEN.map(() => '?').join(', ')})`,
    [branch.firma, branch.pharmacyCode, current.batchId, list, ...HIDDEN]
  )
  const today = dayIn(now, domain.TIME_ZONE)
  const items = rows.rows.map((r: any) => ({
    id: String(r.id),
    _id: String(r.id),
    pdk: r.pdk,
    kodVZP: r.kod_vzp,
    nazev: r.nazev,
    mnozstvi: r.mnozstvi,
    sarze: r.sarze,
    exspirace: r.exspirace,
    zbyvaDni: zbyvaDni(r.exspirace, today),
    ncsd: r.ncsd,
    stav: r.stav ?? null,
    ...(list === 'ohrozeny' ? { prebytek: r.prebytek } : {}),
  }))
  items.sort((a: any, b: any) =>
    list === 'ohrozeny'
      ? (a.zbyvaDni ?? Infinity) - (b.zbyvaDni ?? Infinity) || collator.compare(a.nazev, b.nazev)
      : collator.compare(a.nazev, b.nazev) || (a.exspirace ?? '').localeCompare(b.exspirace ?? '')
  )
  return { lastBatch: current.lastBatch, items }
}
