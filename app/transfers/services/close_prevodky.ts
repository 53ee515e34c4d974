import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * A převodka whose every line is settled becomes `přijato` (all delivered in full) or
 * `uzavřeno` (some not, or some short: less received than sent), with its receipt time.
 */
export async function closeCompletedPrevodky(
  trx: TransactionClientContract,
  prevodkaIds: (number | null)[]
) {
  const ids = [...new Set(prevodkaIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return
  await trx.rawQuery(
    `UPDATE prevodky p
        SET stav = CASE WHEN lines.missing = 0 THEN 'přijato' ELSE 'uzavřeno' END, received_at = now()
       FROM (SELECT prevodka_id,
                    count(*) FILTER (WHERE stav = 'odesláno') AS open,
                    count(*) FILTER (WHERE stav <> 'přijato' OR received_quantity < mnozstvi) AS missing
               FROM pool_items WHERE prevodka_id = ANY(?) GROUP BY prevodka_id) lines
      WHERE p.id = lines.prevodka_id AND lines.open = 0 AND p.stav = 'odesláno'`,
    [ids]
  )
}
