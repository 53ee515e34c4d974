import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { zbyvaDni } from '#stock/rules/derived_lists'
import { currentBatch } from '#stock/queries/current_batch'

type Branch = { firma: string; pharmacyCode: string }
type ListName = 'lezak' | 'ohrozeny'

const collator = new Intl.Collator('cs')

/** One of the branch's derived lists, with zbyvaDni counted from today (Prague). */
export async function stockList(branch: Branch, list: ListName, now = new Date()) {
  const current = await currentBatch(branch)
  if (!current) return { lastBatch: null, items: [] }
  const rows = await db.rawQuery(
    `SELECT s.id, s.pdk, s.kod_vzp, s.nazev, s.mnozstvi::float AS mnozstvi, s.sarze,
            to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace, s.ncsd::float AS ncsd, l.prebytek::float AS prebytek
       FROM stock_lists l JOIN sklad_rows s ON s.id = l.sklad_row_id
      WHERE l.batch_id = ? AND l.list = ?`,
    [current.batchId, list]
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
    stav: null,
    ...(list === 'ohrozeny' ? { prebytek: r.prebytek } : {}),
  }))
  items.sort((a: any, b: any) =>
    list === 'ohrozeny'
      ? (a.zbyvaDni ?? Infinity) - (b.zbyvaDni ?? Infinity) || collator.compare(a.nazev, b.nazev)
      : collator.compare(a.nazev, b.nazev) || (a.exspirace ?? '').localeCompare(b.exspirace ?? '')
  )
  return { lastBatch: current.lastBatch, items }
}
