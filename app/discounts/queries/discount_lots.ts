import db from '@adonisjs/lucid/services/db'
import type { DiscountLot } from '#discounts/rules/discount_rules'

/**
 * The batch's OTC lots on the shelf that expire on or before `lastDay` (expired ones
 * included: the plan lists them apart). A PDK is OTC when a stock card of the batch says so.
 */
export async function otcLotsExpiringBy(batchId: number, lastDay: string): Promise<DiscountLot[]> {
  const { rows } = await db.rawQuery(
    `SELECT s.pdk, s.nazev, s.sarze, to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace,
            s.mnozstvi::float AS mnozstvi, s.pc::float AS pc, s.ncsd::float AS ncsd
       FROM sklad_rows s
      WHERE s.batch_id = ? AND s.mnozstvi > 0 AND s.exspirace <= ?::date
        AND EXISTS (SELECT 1 FROM karty_rows k WHERE k.batch_id = s.batch_id AND k.pdk = s.pdk AND k.otc)
      ORDER BY s.exspirace, s.nazev, s.id`,
    [batchId, lastDay]
  )
  return rows
}
