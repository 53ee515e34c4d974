import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'

/**
 * A převodka whose every line is settled becomes `přijato` (all delivered in full) or
 * `uzavřeno` (some not, or some short: less received than sent), with its receipt time.
 * The source branch of an `uzavřeno` one is notified of the lines missing or short.
 */
export async function closeCompletedPrevodky(
  trx: TransactionClientContract,
  prevodkaIds: (number | null)[]
) {
  const ids = [...new Set(prevodkaIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return
  const { rows: closed } = await trx.rawQuery(
    `UPDATE prevodky p
        SET stav = CASE WHEN lines.missing + lines.short = 0 THEN 'přijato' ELSE 'uzavřeno' END, received_at = now()
       FROM (SELECT prevodka_id, count(*)::int AS lines,
                    count(*) FILTER (WHERE stav = 'odesláno') AS open,
                    count(*) FILTER (WHERE stav <> 'přijato')::int AS missing,
                    count(*) FILTER (WHERE stav = 'přijato' AND received_quantity < mnozstvi)::int AS short
               FROM pool_items WHERE prevodka_id = ANY(?) GROUP BY prevodka_id) lines
      WHERE p.id = lines.prevodka_id AND lines.open = 0 AND p.stav = 'odesláno'
      RETURNING p.prevodka_id, p.firma, p.from_code, p.to_code, p.stav, lines.lines, lines.missing, lines.short`,
    [ids]
  )
  await notify(
    trx,
    closed
      .filter((p: any) => p.stav === 'uzavřeno')
      .map((p: any) => ({
        kind: 'prevodka_missing' as const,
        target: { firma: p.firma, pharmacyCode: p.from_code },
        params: {
          prevodkaId: p.prevodka_id,
          to: p.to_code,
          missing: p.missing,
          short: p.short,
          lines: p.lines,
        },
        dedupeKey: dedupeKeys.prevodkaMissing(p.prevodka_id),
      }))
  )
}
