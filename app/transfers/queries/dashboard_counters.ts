import db from '@adonisjs/lucid/services/db'
import {
  deliveredLineReceivedAt,
  deliveredLineValue,
  deliveredLineWhere,
} from '#ledger/queries/delivered_lines'

type Branch = { firma: string; pharmacyCode: string }

/**
 * The user dashboard's four counters (issue "pool and transfers"): items offered to the
 * branch, the value of its surplus received by others in the last 30 days, and the
 * převodky it sent and received in the last 30 days.
 */
export async function dashboardCounters(branch: Branch) {
  const { rows } = await db.rawQuery(
    `SELECT
       (SELECT count(*)::int FROM pool_items
         WHERE firma = :firma AND target_pharmacy_code = :code AND stav = 'rezervováno') AS "kPrijeti",
       (SELECT coalesce(sum(${deliveredLineValue('i')}), 0)::float FROM pool_items i
          JOIN prevodky p ON p.id = i.prevodka_id
         WHERE i.firma = :firma AND i.pharmacy_code = :code AND ${deliveredLineWhere('i')}
           AND (p.received_at IS NULL OR p.received_at >= now() - interval '30 days')
           AND ${deliveredLineReceivedAt('i', 'p')} >= now() - interval '30 days') AS "usetreno",
       (SELECT count(*)::int FROM prevodky
         WHERE firma = :firma AND from_code = :code AND sent_at >= now() - interval '30 days') AS "odeslano",
       (SELECT count(*)::int FROM prevodky
         WHERE firma = :firma AND to_code = :code AND received_at >= now() - interval '30 days') AS "prijato"`,
    { firma: branch.firma, code: branch.pharmacyCode }
  )
  return rows[0] as { kPrijeti: number; usetreno: number; odeslano: number; prijato: number }
}
