import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'

/*
| One clock for the fleet (issue #29): a time that another host compares (a session's expiry,
| a TOTP step already used, the day on a document, a retention cut-off) is PostgreSQL's,
| never the clock of the host that happens to run the code.
*/
export async function dbNow(): Promise<Date> {
  const { rows } = await db.rawQuery('SELECT now() AS now')
  return new Date(rows[0].now)
}

/** The same, in milliseconds since the epoch (what TOTP steps are counted from). */
export async function dbNowMs(): Promise<number> {
  const now = await dbNow()
  return now.getTime()
}

/** Today in the chain's time zone, by PostgreSQL's clock (the day on a document, a leaflet). */
export async function dbToday(): Promise<string> {
  return dayIn(await dbNow(), domain.TIME_ZONE)
}

/** The same day as a file name writes it: `2026_12_02`. */
export async function dbFileDay(): Promise<string> {
  const day = await dbToday()
  return day.replaceAll('-', '_')
}
