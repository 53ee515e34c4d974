import { isDatabaseUnavailable } from '#core/db_unavailable'

/*
| Why a background job gave up, in words for the person who uploaded the file and for the
| admin (issue #29): "selhalo" alone sent them to a worker's log on some other host. The
| technical error itself stays in the log and on /admin/jobs.
*/

export const LOST_JOB =
  'worker, který úlohu zpracovával, dvakrát skončil uprostřed práce (pád, nedostatek paměti nebo výpadek stroje)'

export function failureCause(error: unknown): string {
  /* #core/file_store's StoredFileMissing, known by name: this module loads without a database. */
  if ((error as Error)?.name === 'StoredFileMissing') {
    return 'nahraný soubor už v databázi není (uložené soubory se po 30 dnech mažou)'
  }
  if (isDatabaseUnavailable(error)) return 'databáze během zpracování neodpovídala'
  const e = error as { code?: unknown; message?: unknown }
  const code = typeof e?.code === 'string' ? e.code : ''
  const message = typeof e?.message === 'string' ? e.message : ''
  if (code === 'ENOSPC') return 'workeru došlo místo na disku pro dočasné soubory'
  if (code === 'ENOMEM' || /out of memory/i.test(message)) return 'workeru došla paměť'
  if (code === '55P03') return 'dávku zpracovával jiný worker a čekání na ni vypršelo'
  if (code === '57014') return 'databáze dotaz zrušila, trval příliš dlouho'
  if (/timed? ?out|timeout/i.test(message))
    return 'vypršel čas na odpověď služby (databáze nebo Redis)'
  return 'neočekávaná chyba na serveru; podrobnosti vidí správce na stránce Úlohy na pozadí'
}

export const exportFailed = (cause: string) =>
  `Zpracování exportu selhalo: ${cause}. Zkuste nahrát soubory znovu.`

export const uploadFailed = (cause: string) =>
  `Zpracování souboru selhalo: ${cause}. Zkuste ho nahrát znovu.`
