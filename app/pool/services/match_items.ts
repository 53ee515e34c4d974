import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn, daysBetween } from '#core/calendar'
import { chooseTarget, type Candidate } from '#pool/rules/matching'
import { notifyProposals } from '#pool/services/notify_proposals'
import { dbNow } from '#core/clock'

const WRITE_CHUNK = 25_000

/**
 * Matches the firma's aktivní items without a target (or just `itemIds`) to the branch
 * most likely to sell them (rules/matching), moving each matched item to rezervováno.
 * Runs after each upload, after a rejection and nightly. Returns the number matched.
 */
export async function matchItems(firma: string, options: { itemIds?: number[]; now?: Date } = {}) {
  const today = dayIn(options.now ?? (await dbNow()), domain.TIME_ZONE)
  const scope = options.itemIds ? 'AND i.id = ANY(?)' : ''
  const scopeArgs = options.itemIds ? [options.itemIds] : []
  const { rows: items } = await db.rawQuery(
    `SELECT i.id, i.pharmacy_code, i.pdk, i.sarze, i.mnozstvi::float AS mnozstvi,
            to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace
       FROM pool_items i
      WHERE i.firma = ? AND i.stav = 'aktivní' AND i.target_pharmacy_code IS NULL ${scope}`,
    [firma, ...scopeArgs]
  )
  if (items.length === 0) return 0

  const { rows: demand } = await db.rawQuery(
    `SELECT d.pdk, d.pharmacy_code, d.daily, d.stock FROM branch_demand d
      WHERE d.firma = ? AND d.daily > 0 AND d.pdk = ANY(?)`,
    [firma, [...new Set(items.map((i: any) => i.pdk))]]
  )
  const byPdk = new Map<string, Candidate[]>()
  for (const d of demand) {
    const list = byPdk.get(d.pdk) ?? []
    list.push({ pharmacyCode: d.pharmacy_code, daily: d.daily, stock: d.stock })
    byPdk.set(d.pdk, list)
  }
  const refusedRows = await db
    .from('refused')
    .where('firma', firma)
    .select('pharmacy_code', 'pdk', 'sarze')
  const refused = new Map<string, Set<string>>()
  for (const r of refusedRows) {
    const key = `${r.pdk}\u0000${r.sarze}`
    refused.set(key, (refused.get(key) ?? new Set()).add(r.pharmacy_code))
  }

  const ids: number[] = []
  const targets: string[] = []
  const probabilities: number[] = []
  const none = new Set<string>()
  const daysLeft = new Map<string, number>()
  for (const item of items) {
    let zbyvaDni: number | null = null
    if (item.exspirace) {
      zbyvaDni = daysLeft.get(item.exspirace) ?? daysBetween(today, item.exspirace)
      daysLeft.set(item.exspirace, zbyvaDni)
    }
    const match = chooseTarget(
      { pharmacyCode: item.pharmacy_code, quantity: item.mnozstvi, zbyvaDni },
      byPdk.get(item.pdk) ?? [],
      refused.size > 0 ? (refused.get(`${item.pdk}\u0000${item.sarze}`) ?? none) : none,
      domain
    )
    if (!match) continue
    ids.push(item.id)
    targets.push(match.targetPharmacyCode)
    probabilities.push(match.probability)
  }
  if (ids.length === 0) return 0

  const runId = randomUUID()
  /*
   * Written in chunks, two transactions at a time: each item's update and its history
   * entry commit together, and PostgreSQL uses both cores for a firma's hundreds of
   * thousands of items (one transaction took 45 s of the nightly run on its own).
   */
  const writeChunk = (from: number) =>
    db.transaction(async (trx) => {
      const chunk = [
        ids.slice(from, from + WRITE_CHUNK),
        targets.slice(from, from + WRITE_CHUNK),
        probabilities.slice(from, from + WRITE_CHUNK),
      ]
      const { rows: updated } = await trx.rawQuery(
        `UPDATE pool_items p
            SET target_pharmacy_code = v.target, probability = v.probability, stav = 'rezervováno',
                version = p.version + 1, updated_at = now()
           FROM unnest(?::int[], ?::text[], ?::int[]) AS v(id, target, probability)
          WHERE p.id = v.id AND p.stav = 'aktivní' AND p.target_pharmacy_code IS NULL
          RETURNING p.id, v.target, v.probability`,
        chunk
      )
      await trx.rawQuery(
        `INSERT INTO pool_item_history (pool_item_id, stav, note, by)
         SELECT id, 'rezervováno', 'Nabídnuto pobočce ' || target || ' (pravděpodobnost ' || probability || ' %)', 'systém'
           FROM unnest(?::int[], ?::text[], ?::int[]) AS v(id, target, probability)`,
        [
          updated.map((u: any) => u.id),
          updated.map((u: any) => u.target),
          updated.map((u: any) => u.probability),
        ]
      )
      await notifyProposals(trx, firma, runId, updated)
      return updated.length as number
    })
  let matched = 0
  for (let from = 0; from < ids.length; from += 2 * WRITE_CHUNK) {
    const written = await Promise.all(
      [from, from + WRITE_CHUNK].filter((start) => start < ids.length).map(writeChunk)
    )
    matched += written.reduce((a, b) => a + b, 0)
  }
  return matched
}
