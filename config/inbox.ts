import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
| The export inbox (issue #17; README "Složka exportů"). Only a host that has the folder
| scans it (issue #29): EXPORT_INBOX set there, or `tmp/inbox` on a single machine outside
| production. A production host without EXPORT_INBOX never touches an inbox.
*/
const given = env.get('EXPORT_INBOX')
const folder = given ?? (app.inProduction ? null : 'tmp/inbox')

export default {
  /* `<root>/<firma>/<pharmacyCode>/` per branch; a relative path is taken from the app root. */
  root: folder === null ? null : app.makePath(folder),
  /* Named by EXPORT_INBOX: when missing it is an error (an unmounted share), never created.
     The single machine's default folder is created when first scanned. */
  configured: given !== undefined,
  /* The maintenance worker's scan (Prague time): every minute unless EXPORT_INBOX_CRON says otherwise. */
  scanPattern: env.get('EXPORT_INBOX_CRON') ?? '* * * * *',
  /* Files new or changed at a scan are looked at again this much later (not only at the next
     minute), so a set copied in is taken within two minutes even without a .done marker. */
  settleSeconds: 30,
  /* A set still without its required files this long after its first file arrived is refused. */
  incompleteSetMinutes: 60,
  /* The header may sit under a title block: the first this many rows are looked at. */
  headerRows: 20,
  /* One scanner at a time over all machines: a Redis lock that lapses if its holder dies. */
  lockMs: 120_000,
}
