import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dayIn } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { cli } from '../helpers/cli.js'
import { sampleExport, writeXlsx } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { until } from '../helpers/transfers.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| The export inbox (issue #17) with real files in a temporary inbox: each test drops files
| into a branch folder, runs the scan (the very service the maintenance job and `inbox:scan`
| run, or the real scheduler in the last test) and follows them: to processed/ and the
| branch's lists through the imports worker, or to failed/ with their Czech reason, the
| branch's bell and the admin's overview.
*/

const INBOX = mkdtempSync(join(tmpdir(), 'inbox-'))
process.env.EXPORT_INBOX = INBOX
process.env.EXPORT_INBOX_CRON = '* * * * *'
const OUTSIDE = mkdtempSync(join(tmpdir(), 'outside-inbox-'))
const today = dayIn(new Date())

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let p: Record<string, string>
const stops: (() => Promise<void>)[] = []

const scanModule = () => import('#inbox/services/scan_inbox')
const scan = async (now = new Date()) => (await scanModule()).scanInbox(now)
const database = async () => (await import('@adonisjs/lucid/services/db')).default
const rows = async (sql: string, bindings: unknown[] = []) =>
  (await (await database()).rawQuery(sql, bindings)).rows as any[]

const folder = (code: string, firma = 'LEMON') => {
  const dir = join(INBOX, firma, code)
  mkdirSync(dir, { recursive: true })
  return dir
}
const ls = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : [])

/** The demo export under names that say nothing of their kind. */
function dropSet(dir: string, data = sampleExport()) {
  writeXlsx(join(dir, 'export_A.xlsx'), data.karty)
  writeXlsx(join(dir, 'export_B.xlsx'), data.sklad)
  writeXlsx(join(dir, 'export_C.xlsx'), data.pohyby)
}

async function batchDone(code: string) {
  await until(async () => {
    const meta = await api.get(`/api/upload/LEMON/${code}/meta`, p[code])
    return meta.body.status === 'done' || meta.body.status === 'failed'
  }, 60_000)
  return (await api.get(`/api/upload/LEMON/${code}/meta`, p[code])).body
}

/** The inbox scan's pattern as a release writes it (job_schedules: the one source, issue #29). */
async function scanPattern(pattern: string) {
  const { writeSchedules, reconcileSchedulers } =
    await import('#operations/services/sync_schedules')
  await writeSchedules()
  await (await database()).from('job_schedules').where('id', 'inbox-scan').update({ pattern })
  await reconcileSchedulers('inbox')
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  const staff = await signInStaff(api, ['1', '2', '3', '4', '5', '6'])
  admin = staff.admin
  p = Object.fromEntries(staff.branches.map((token, i) => [String(i + 1), token]))
  stops.push(await startTestWorker('imports'))
  /* This process has the inbox: its inbox worker does "Vrátit do složky" for the web (issue
     #29). The tests scan by hand; the scheduler's own run is the last test's. */
  stops.push(await startTestWorker('inbox'))
  await scanPattern('0 0 1 1 *')
}, 120_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  await ctx?.close()
})

describe('a complete set arrives in a branch folder', () => {
  test('first scan waits (the files may still be written); the next one submits them as an upload', async () => {
    const dir = folder('0001')
    dropSet(dir)
    const first = await scan()
    expect(first).toMatchObject({ submitted: 0, waiting: 3, refused: 0 })
    expect(ls(dir)).toEqual(['export_A.xlsx', 'export_B.xlsx', 'export_C.xlsx'])

    const second = await scan()
    expect(second).toMatchObject({ submitted: 1, refused: 0 })
    expect(ls(dir)).toEqual(['processed'])
    expect(ls(join(dir, 'processed', today))).toEqual([
      'export_A.xlsx',
      'export_B.xlsx',
      'export_C.xlsx',
    ])
    // The very path of a web upload: a batch of branch 1 with the files by kind, no actor.
    const [batch] = await rows(
      `SELECT firma, pharmacy_code, created_by, origin, files FROM export_batches ORDER BY id DESC LIMIT 1`
    )
    expect(batch).toMatchObject({
      firma: 'LEMON',
      pharmacy_code: '1',
      created_by: null,
      origin: { via: 'inbox', folder: 'LEMON/0001' },
    })
    expect(
      Object.fromEntries(Object.entries(batch.files).map(([k, f]: any) => [k, f.name]))
    ).toEqual({
      karty: 'export_A.xlsx',
      sklad: 'export_B.xlsx',
      pohyby: 'export_C.xlsx',
    })
  })

  test('the job runs and the branch’s lists show the export; the upload screen says where it came from', async () => {
    const meta = await batchDone('1')
    expect(meta).toMatchObject({
      status: 'done',
      counts: { sklad: 3, pohyby: 283, karty: 4, odpisy: 0 },
      lastBatchOrigin: { via: 'inbox', folder: 'LEMON/0001' },
      origin: { via: 'inbox', folder: 'LEMON/0001' },
    })
    const lezaky = await api.get('/api/lezaky/LEMON/1', p['1'])
    expect(lezaky.body.lezaky.map((l: any) => l.pdk)).toEqual(['B2'])
    const ohrozenci = await api.get('/api/ohrozenci/LEMON/1', p['1'])
    expect(ohrozenci.body.ohrozenci).toEqual([expect.objectContaining({ pdk: 'A1', prebytek: 20 })])
  })

  test('the next scan records the set as done; the admin overview shows it', async () => {
    expect(await scan()).toMatchObject({ settled: 1 })
    const res = await api.get('/api/admin/inbox', admin)
    expect(res.status).toBe(200)
    const row = res.body.folders.find((f: any) => f.folder === 'LEMON/0001')
    expect(row).toMatchObject({
      firma: 'LEMON',
      pharmacyCode: '1',
      branchName: 'Lékárna 1',
      known: true,
      waiting: [],
      missing: [],
      failed: [],
      lastSet: { status: 'done', batchStatus: 'done', reason: null },
    })
    expect(row.lastSet.files).toEqual([
      { name: 'export_B.xlsx', kind: 'sklad' },
      { name: 'export_C.xlsx', kind: 'pohyby' },
      { name: 'export_A.xlsx', kind: 'karty' },
    ])
    expect((await api.get('/api/admin/inbox', p['1'])).status).toBe(403)
  })

  test('a `.done` marker makes the set complete at the first scan; the marker goes with it', async () => {
    const dir = folder('2')
    const data = sampleExport()
    writeXlsx(join(dir, 'sklad.xlsx'), data.sklad)
    writeXlsx(join(dir, 'pohyby.xlsx'), data.pohyby)
    writeXlsx(join(dir, 'karty.xlsx'), data.karty)
    writeFileSync(join(dir, 'hotovo.done'), '')
    expect(await scan()).toMatchObject({ submitted: 1 })
    expect(ls(join(dir, 'processed', today))).toEqual([
      'hotovo.done',
      'karty.xlsx',
      'pohyby.xlsx',
      'sklad.xlsx',
    ])
    expect((await batchDone('2')).status).toBe('done')
  })
})

describe('what the scanner refuses, each with a Czech reason beside the file', () => {
  test('a file that is no xlsx goes to failed/ with `<file>.txt`; the branch is told in the bell', async () => {
    const dir = folder('3')
    writeFileSync(join(dir, 'sklad.xlsx'), 'this is not a workbook')
    writeFileSync(join(dir, 'sklad.xlsx.done'), '')
    expect(await scan()).toMatchObject({ refused: 1 })
    expect(ls(join(dir, 'failed'))).toEqual(['sklad.xlsx', 'sklad.xlsx.txt'])
    expect(readFileSync(join(dir, 'failed', 'sklad.xlsx'), 'utf8')).toBe('this is not a workbook')
    const reason = readFileSync(join(dir, 'failed', 'sklad.xlsx.txt'), 'utf8')
    expect(reason).toContain('Soubor: sklad.xlsx')
    expect(reason).toContain(
      'Důvod: Soubor není sešit xlsx. Složka exportů přijímá exporty uložené jako .xlsx (sklad, pohyby, karty, odpisy).'
    )
    const bell = await api.get('/api/notifications', p['3'])
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'inbox_failed',
      title: 'Exporty ze složky nebyly zpracovány',
      text: expect.stringContaining('sklad.xlsx: Soubor není sešit xlsx.'),
      link: '/upload',
    })
    // Another branch hears nothing of it.
    expect((await api.get('/api/notifications', p['4'])).body.notifications).toEqual([])
  })

  test('a workbook whose header is no export is refused with the columns each export needs', async () => {
    const dir = folder('3')
    writeXlsx(join(dir, 'ceník.xlsx'), [
      ['Kód', 'Cena'],
      ['1', 2],
    ])
    await scan()
    expect(await scan()).toMatchObject({ refused: 1 })
    const reason = readFileSync(join(dir, 'failed', 'ceník.xlsx.txt'), 'utf8')
    expect(reason).toContain('V prvních 20 řádcích není hlavička žádného exportu')
    expect(reason).toContain('karty PDK, Název')
  })

  test('a set still without karty an hour after it came is refused as a whole', async () => {
    const dir = folder('4')
    const data = sampleExport()
    writeXlsx(join(dir, 'sklad.xlsx'), data.sklad)
    writeXlsx(join(dir, 'pohyby.xlsx'), data.pohyby)
    const start = new Date()
    await scan(start)
    expect(await scan(new Date(start.getTime() + 30 * 60_000))).toMatchObject({
      refused: 0,
      waiting: 2,
    })
    const overview = await api.get('/api/admin/inbox', admin)
    const row = overview.body.folders.find((f: any) => f.folder === 'LEMON/4')
    expect(row.missing).toEqual(['karty'])
    expect(row.waiting.map((w: any) => [w.name, w.kind])).toEqual([
      ['pohyby.xlsx', 'pohyby'],
      ['sklad.xlsx', 'sklad'],
    ])
    expect(await scan(new Date(start.getTime() + 61 * 60_000))).toMatchObject({ refused: 2 })
    expect(ls(join(dir, 'failed'))).toEqual([
      'pohyby.xlsx',
      'pohyby.xlsx.txt',
      'sklad.xlsx',
      'sklad.xlsx.txt',
    ])
    expect(readFileSync(join(dir, 'failed', 'sklad.xlsx.txt'), 'utf8')).toContain(
      'Důvod: Sada exportů je neúplná: chybí karty. Ostatní soubory čekaly déle než 60 minut.'
    )
  })

  test('a folder of no branch: its files go to its failed/ with the reason, nothing is lost', async () => {
    const dir = folder('99')
    dropSet(dir)
    writeFileSync(join(dir, 'hotovo.done'), '')
    await scan()
    expect(ls(join(dir, 'failed'))).toHaveLength(6)
    expect(readFileSync(join(dir, 'failed', 'export_B.xlsx.txt'), 'utf8')).toContain(
      'Důvod: Složka LEMON/99 nepatří žádné pobočce: pobočka 99 ve firmě LEMON neexistuje.'
    )
    const odd = folder('pobočka 5')
    writeFileSync(join(odd, 'x.xlsx'), 'x')
    await scan()
    await scan()
    expect(readFileSync(join(odd, 'failed', 'x.xlsx.txt'), 'utf8')).toContain(
      'název složky má být <firma>/<kód pobočky>'
    )
  })

  test('a set the export job refuses (rows it cannot read) moves from processed/ to failed/ with the job’s reason', async () => {
    const dir = folder('5')
    const data = sampleExport()
    data.sklad = [data.sklad[0], ...data.sklad.slice(1).map((r) => [r[0], r[1], 'hodně'])]
    writeXlsx(join(dir, 'sklad.xlsx'), data.sklad)
    writeXlsx(join(dir, 'pohyby.xlsx'), data.pohyby)
    writeXlsx(join(dir, 'karty.xlsx'), data.karty)
    writeFileSync(join(dir, 'hotovo.done'), '')
    expect(await scan()).toMatchObject({ submitted: 1 })
    expect((await batchDone('5')).status).toBe('failed')
    expect(await scan()).toMatchObject({ settled: 1 })
    expect(ls(join(dir, 'processed', today))).toEqual(['hotovo.done'])
    expect(ls(join(dir, 'failed'))).toEqual([
      'karty.xlsx',
      'karty.xlsx.txt',
      'pohyby.xlsx',
      'pohyby.xlsx.txt',
      'sklad.xlsx',
      'sklad.xlsx.txt',
    ])
    expect(readFileSync(join(dir, 'failed', 'sklad.xlsx.txt'), 'utf8')).toMatch(
      /Důvod: Soubor sklad \(sklad\.xlsx\): 3 z 3 řádků nelze načíst/
    )
    const [set] = await rows(`SELECT status, reason FROM inbox_sets WHERE folder = 'LEMON/5'`)
    expect(set.status).toBe('failed')
    const bell = await api.get('/api/notifications', p['5'])
    expect(bell.body.notifications[0].text).toContain('sklad.xlsx, pohyby.xlsx, karty.xlsx:')
  })
})

describe('nothing outside the inbox is read, moved or written', () => {
  test('a symlinked file is refused as a link; its target outside stays as it was', async () => {
    const dir = folder('6')
    const target = writeXlsx(join(OUTSIDE, 'sklad.xlsx'), sampleExport().sklad)
    const before = readFileSync(target)
    symlinkSync(target, join(dir, 'sklad.xlsx'))
    await scan()
    expect(ls(join(dir, 'failed'))).toEqual(['sklad.xlsx', 'sklad.xlsx.txt'])
    expect(readFileSync(join(dir, 'failed', 'sklad.xlsx.txt'), 'utf8')).toContain(
      'Symbolický odkaz do složky exportů nepatří'
    )
    expect(readFileSync(target)).toEqual(before)
    expect(ls(OUTSIDE)).toEqual(['sklad.xlsx'])
  })

  test('a symlinked branch folder is not entered; the overview lists it', async () => {
    const outsideDir = mkdtempSync(join(OUTSIDE, 'branch-'))
    writeXlsx(join(outsideDir, 'sklad.xlsx'), sampleExport().sklad)
    writeFileSync(join(outsideDir, 'hotovo.done'), '')
    symlinkSync(outsideDir, join(INBOX, 'LEMON', '7'))
    await scan()
    await scan()
    expect(ls(outsideDir)).toEqual(['hotovo.done', 'sklad.xlsx'])
    const overview = await api.get('/api/admin/inbox', admin)
    expect(overview.body.strays).toContainEqual({
      path: 'LEMON/7',
      reason: 'Symbolický odkaz do složky exportů nepatří, nic se z něj nečte.',
    })
  })

  test('a failed/ that is a link out of the inbox is never written through; other folders go on', async () => {
    const trap = mkdtempSync(join(OUTSIDE, 'trap-'))
    const dir = folder('2')
    symlinkSync(trap, join(dir, 'failed'))
    writeFileSync(join(dir, 'vir.exe'), 'MZ')
    writeFileSync(join(dir, 'vir.exe.done'), '')
    writeFileSync(join(folder('3'), 'foto.jpg'), 'jpeg')
    writeFileSync(join(folder('3'), 'foto.done'), '')
    const result = await scan()
    expect(result).toMatchObject({
      refused: 1,
      errors: [{ folder: 'LEMON/2', error: 'failed ve složce pobočky není složka.' }],
    })
    expect(ls(trap)).toEqual([])
    expect(ls(dir)).toContain('vir.exe')
    expect(ls(join(folder('3'), 'failed'))).toContain('foto.jpg.txt')
  })

  test('a failed/ linked out of the inbox: its reasons are not read, nothing is moved back or deleted through it', async () => {
    const trap = mkdtempSync(join(OUTSIDE, 'failed-'))
    writeXlsx(join(trap, 'cizi.xlsx'), sampleExport().sklad)
    writeFileSync(join(trap, 'cizi.xlsx.txt'), 'Soubor: cizi.xlsx\r\nDůvod: tajemství zvenku\r\n')
    const dir = folder('5', 'JINA')
    symlinkSync(trap, join(dir, 'failed'))
    await scan()
    const overview = await api.get('/api/admin/inbox', admin)
    expect(JSON.stringify(overview.body)).not.toContain('tajemství zvenku')
    const row = overview.body.folders.find((f: any) => f.folder === 'JINA/5')
    expect(row.failed).toEqual([])
    expect(overview.body.strays).toContainEqual({
      path: 'JINA/5/failed',
      reason: 'failed ve složce pobočky není složka.',
    })
    /* Not among the refused files the scanner recorded: the web refuses it before any host acts. */
    const retry = await api.post(
      '/api/admin/inbox/retry',
      { folder: 'JINA/5', file: 'cizi.xlsx' },
      admin
    )
    expect(retry.status).toBe(404)
    /* And on the scanning host itself the link is refused as such. */
    const { retryFailedFile } = await import('#inbox/services/retry_failed_file')
    await expect(retryFailedFile('JINA/5', 'cizi.xlsx', INBOX)).rejects.toMatchObject({
      code: 'INBOX_UNSAFE',
    })
    expect(ls(trap)).toEqual(['cizi.xlsx', 'cizi.xlsx.txt'])
    expect(ls(dir)).toEqual(['failed'])
  })

  test('retrying a refused file: path traversal and links are refused, a plain name comes back', async () => {
    const retry = (body: unknown, token = admin) => api.post('/api/admin/inbox/retry', body, token)
    expect((await retry({ folder: 'LEMON/3', file: '../../../../etc/passwd' })).body).toMatchObject(
      {
        code: 'INBOX_BAD_NAME',
        message: 'Neplatný název souboru: jen název, bez cesty.',
      }
    )
    expect((await retry({ folder: 'LEMON/3', file: '..' })).status).toBe(422)
    expect((await retry({ folder: '../..', file: 'passwd' })).status).toBe(404)
    expect((await retry({ folder: 'LEMON/../LEMON/3', file: 'sklad.xlsx' })).status).toBe(404)
    expect((await retry({ folder: 'LEMON/7', file: 'sklad.xlsx' })).body.message).toBe(
      'Složka pobočky ve složce exportů neexistuje.'
    )
    /* A link in failed/ is no refused file the scanner recorded: no host is even asked; on
       the scanning host itself the link is refused as such. */
    expect((await retry({ folder: 'LEMON/6', file: 'sklad.xlsx' })).status).toBe(404)
    const { retryFailedFile } = await import('#inbox/services/retry_failed_file')
    await expect(retryFailedFile('LEMON/6', 'sklad.xlsx', INBOX)).rejects.toMatchObject({
      code: 'INBOX_UNSAFE',
      message: 'Symbolický odkaz do složky exportů nepatří, nic se z něj nečte.',
    })
    expect((await retry({ folder: 'LEMON/3', file: 'nic.xlsx' })).status).toBe(404)
    expect((await retry({ folder: 'LEMON/3' })).status).toBe(422)
    expect((await retry({ folder: 'LEMON/3', file: 'sklad.xlsx' }, p['3'])).status).toBe(403)

    const ok = await retry({ folder: 'LEMON/3', file: 'sklad.xlsx' })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({
      file: 'sklad.xlsx',
      message: 'Soubor sklad.xlsx je zpět ve složce LEMON/3; zpracuje se při příštím průchodu.',
    })
    expect(ls(folder('3'))).toContain('sklad.xlsx')
    expect(ls(join(folder('3'), 'failed'))).not.toContain('sklad.xlsx.txt')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const audited = await db.from('audit_log').where('action', 'inbox.retry_file')
    expect(audited).toEqual([
      expect.objectContaining({ entity_id: 'LEMON/3/sklad.xlsx', actor_kind: 'user' }),
    ])
  })
})

describe('a configured inbox that is missing (issue #29)', () => {
  test('is an error on the jobs screen and in the overview, never an empty inbox; what was seen stays', async () => {
    const before = (await api.get('/api/admin/inbox', admin)).body
    expect(before.folders.length).toBeGreaterThan(0)
    const { scanInbox } = await scanModule()
    const gone = join(OUTSIDE, 'odpojena-slozka')
    await expect(scanInbox(new Date(), gone)).rejects.toThrow(
      `Složka exportů ${gone} neexistuje; nic se neprochází, co bylo vidět naposledy, zůstává.`
    )
    const after = (await api.get('/api/admin/inbox', admin)).body
    expect(after.error).toMatch(/^Složka exportů .* neexistuje/)
    expect(after.folders).toEqual(before.folders)
    /* The next good scan clears the error. */
    await scan()
    expect((await api.get('/api/admin/inbox', admin)).body.error).toBeNull()
  })
})

describe('one scanner at a time', () => {
  test('two scans at once: one works, the other says the inbox is busy', async () => {
    const results = await Promise.all([scan(), scan()])
    expect(results.filter((r) => 'skipped' in r)).toEqual([
      { skipped: 'Složku exportů právě prochází jiný proces.' },
    ])
  })

  test('`inbox:scan` while another machine holds the lock: exit 1 with the Czech reason; then it scans', async () => {
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const key = `${process.env.QUEUE_PREFIX}:lock:inbox-scan`
    await redis.set(key, 'another-machine', 'PX', 60_000)
    const busy = await cli('inbox:scan')
    expect(busy.code).toBe(1)
    expect(busy.stderr).toContain('Chyba: Složku exportů právě prochází jiný proces.')
    await redis.del(key)
    const free = await cli('inbox:scan')
    expect(free.code).toBe(0)
    expect(free.stdout).toMatch(/složek poboček \d+, odeslaných sad \d+, odmítnutých souborů \d+/)
  })
})

describe('hands-free: the inbox worker’s scheduler picks the set up with no click', () => {
  test('demo exports copied into branch 4’s folder show up in its lists within two minutes', async () => {
    const dir = folder('4')
    // Copied in as they are, with no marker: the scan at the next minute sees them new, the
    // look 30 s later finds them unchanged and submits them.
    const data = sampleExport()
    writeXlsx(join(dir, 'sklad.xlsx'), data.sklad)
    writeXlsx(join(dir, 'pohyby.xlsx'), data.pohyby)
    writeXlsx(join(dir, 'karty.xlsx'), data.karty)
    const started = Date.now()
    await scanPattern('* * * * *')
    await until(async () => {
      const res = await api.get('/api/lezaky/LEMON/4', p['4'])
      return res.body.lezaky?.length === 1
    }, 120_000)
    const seconds = (Date.now() - started) / 1000
    console.log(`inbox → lists: ${seconds.toFixed(1)} s`)
    expect(seconds).toBeLessThan(120)
    expect((await api.get('/api/upload/LEMON/4/meta', p['4'])).body.lastBatchOrigin).toEqual({
      via: 'inbox',
      folder: 'LEMON/4',
    })
  }, 150_000)
})
