import { describe, expect, test } from 'vitest'
import { exportFailed, failureCause, LOST_JOB, uploadFailed } from '#core/failure_cause'

/* Issue #29: a failed upload says why in Czech, not only "selhalo"; the raw error stays in the log. */
describe('failureCause: the reason a background job gave up, for the uploader and the admin', () => {
  const withCode = (code: string, message = '') => Object.assign(new Error(message), { code })
  const stored = Object.assign(new Error('x'), { name: 'StoredFileMissing' })
  test.each([
    [stored, 'nahraný soubor už v databázi není (uložené soubory se po 30 dnech mažou)'],
    [withCode('57P01'), 'databáze během zpracování neodpovídala'],
    [withCode('53300'), 'databáze během zpracování neodpovídala'],
    [new Error('Connection terminated unexpectedly'), 'databáze během zpracování neodpovídala'],
    [withCode('ENOSPC'), 'workeru došlo místo na disku pro dočasné soubory'],
    [new Error('JavaScript heap out of memory'), 'workeru došla paměť'],
    [withCode('55P03'), 'dávku zpracovával jiný worker a čekání na ni vypršelo'],
    [withCode('57014'), 'databáze dotaz zrušila, trval příliš dlouho'],
    [new Error('Command timed out'), 'vypršel čas na odpověď služby (databáze nebo Redis)'],
    [
      new TypeError('undefined is not a function'),
      'neočekávaná chyba na serveru; podrobnosti vidí správce na stránce Úlohy na pozadí',
    ],
    [
      'a thrown string',
      'neočekávaná chyba na serveru; podrobnosti vidí správce na stránce Úlohy na pozadí',
    ],
  ])('%s', (error, cause) => {
    expect(failureCause(error)).toBe(cause)
  })

  test('the whole sentences the screens show', () => {
    expect(exportFailed(LOST_JOB)).toBe(
      'Zpracování exportu selhalo: worker, který úlohu zpracovával, dvakrát skončil uprostřed ' +
        'práce (pád, nedostatek paměti nebo výpadek stroje). Zkuste nahrát soubory znovu.'
    )
    expect(uploadFailed('workeru došla paměť')).toBe(
      'Zpracování souboru selhalo: workeru došla paměť. Zkuste ho nahrát znovu.'
    )
  })
})
