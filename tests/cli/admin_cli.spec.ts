import { mkdir, mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser } from '../helpers/users.js'
import { writeSampleExport } from '../helpers/exports.js'
import { cli } from '../helpers/cli.js'

/* Each test runs the CLI as its own Node process, which compiles the TypeScript it loads:
   up to a minute when other test files run beside it (tests/run.js). */
vi.setConfig({ testTimeout: 120_000 })

/*
| The admin CLI's bulk commands of the watchlists/CLI issue, each run as an administrator
| runs it (`npm run cli -- …`) against the test database: its effect and its exit code.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let dir: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  dir = await mkdtemp(join(tmpdir(), 'lemon-admin-cli-'))
  await createUser({
    username: 'admin',
    email: 'admin@cli.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  await createUser({
    username: 'u1',
    email: 'u1@cli.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '1',
  })
  await createBranch('2')
})
afterAll(async () => ctx?.close())

const db = async () => (await import('@adonisjs/lucid/services/db')).default

describe('users:set-role, users:deactivate, users:export', () => {
  test("a role set from the shell ends the user's sessions; the next sign-in has it", async () => {
    const token = await api.login('u1@cli.cz', 'heslo1234')
    expect((await api.get('/api/admin/users', token)).status).toBe(403)
    const res = await cli('users:set-role', '--email', 'U1@cli.cz', '--role', 'admin')
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('Role nastavena: u1@cli.cz → admin')
    expect((await api.get('/api/admin/users', token)).status).toBe(401)
    const promoted = await api.login('u1@cli.cz', 'heslo1234')
    expect((await api.get('/api/admin/users', promoted)).status).toBe(200)
    expect((await cli('users:set-role', '--email', 'u1@cli.cz', '--role', 'user')).code).toBe(0)
    expect((await api.get('/api/admin/users', promoted)).status).toBe(401)
    const demoted = await api.login('u1@cli.cz', 'heslo1234')
    expect((await api.get('/api/admin/users', demoted)).status).toBe(403)
  })

  test('an unknown e-mail or role exits 1 with a clear message', async () => {
    const unknown = await cli('users:set-role', '--email', 'nikdo@cli.cz', '--role', 'user')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Uživatel nenalezen: nikdo@cli.cz')
    const badRole = await cli('users:set-role', '--email', 'u1@cli.cz', '--role', 'boss')
    expect(badRole.code).toBe(1)
    expect(badRole.stderr).toContain('boss')
  })

  test('a deactivated account cannot sign in and its token stops working; reactivation revives no token', async () => {
    const token = await api.login('u1@cli.cz', 'heslo1234')
    const res = await cli('users:deactivate', '--email', 'u1@cli.cz')
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('Účet deaktivován: u1@cli.cz')
    expect((await api.get('/api/protected/me', token)).status).toBe(401)
    const login = await api.post('/api/auth/login', { email: 'u1@cli.cz', password: 'heslo1234' })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('Účet je deaktivován. Obraťte se na administrátora.')
    expect((await cli('users:deactivate', '--email', 'u1@cli.cz', '--reactivate')).code).toBe(0)
    /* The token issued before the deactivation stays dead (issue #22); signing in works again. */
    expect((await api.get('/api/protected/me', token)).status).toBe(401)
    const again = await api.login('u1@cli.cz', 'heslo1234')
    expect((await api.get('/api/protected/me', again)).status).toBe(200)
  })

  test('the last active admin cannot be deactivated', async () => {
    const res = await cli('users:deactivate', '--email', 'admin@cli.cz')
    expect(res.code).toBe(1)
    expect(res.stderr).toContain('Posledního aktivního administrátora nelze deaktivovat.')
  })

  test('users:export writes a CSV users:import accepts back, without passwords', async () => {
    const file = join(dir, 'users.csv')
    const res = await cli('users:export', file)
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('exportováno uživatelů: 2')
    const text = await readFile(file, 'utf8')
    expect(text.split('\n')[0]).toBe('username,email,role,firma,pharmacyCode,fullName')
    expect(text).toMatch(/u1@cli\.cz,user,LEMON,1,/)
    expect(text).not.toMatch(/scrypt|heslo/)
    const back = await cli('users:import', file)
    expect(back.code).toBe(0)
    expect(back.stdout).toContain('vytvořeno: 0, aktualizováno: 2, chyby: 0')
  })
})

describe('branches:list, tasks:create, pool:rematch', () => {
  test('branches:list prints the firma’s branches', async () => {
    const res = await cli('branches:list')
    expect(res.code).toBe(0)
    expect(res.stdout).toMatch(/Lékárna 1/)
    expect(res.stdout).toMatch(/poboček: \d+/)
    const none = await cli('branches:list', '--firma', 'NIKDO')
    expect(none.stdout).toContain('Firma NIKDO nemá žádné pobočky.')
  })

  test('tasks:create assigns a task to branches; an unknown branch exits 1 and creates nothing', async () => {
    const res = await cli(
      'tasks:create',
      '--title',
      'Inventura regálu B',
      '--pharmacy-codes',
      '1,002',
      '--due',
      '2026-12-01',
      '--priority',
      'high'
    )
    expect(res.code).toBe(0)
    expect(res.stdout).toMatch(/Úkol vytvořen: #\d+ „Inventura regálu B“ pro pobočky 1, 2/)
    const token = await api.login('u1@cli.cz', 'heslo1234')
    const tasks = await api.get('/api/tasks?assignedTo=me', token)
    expect(tasks.body.map((t: any) => [t.title, t.priority, t.dueDate])).toContainEqual([
      'Inventura regálu B',
      'high',
      '2026-12-01',
    ])
    const bad = await cli('tasks:create', '--title', 'X', '--pharmacy-codes', '1,999')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Neznámé kódy poboček: 999.')
    const { rows } = await (
      await db()
    ).rawQuery("SELECT count(*)::int AS n FROM tasks WHERE title = 'X'")
    expect(rows[0].n).toBe(0)
  })

  test('pool:rematch runs the matching and reports it', async () => {
    const res = await cli('pool:rematch', '--firma', 'LEMON')
    expect(res.code).toBe(0)
    expect(res.stdout).toMatch(/spárováno položek: \d+/)
  })
})

describe('exports:import', () => {
  test('imports a branch export through the job pipeline and waits for it', async () => {
    await mkdir(join(dir, 'export'))
    const files = writeSampleExport(join(dir, 'export'))
    const res = await cli(
      'exports:import',
      '--pharmacy-code',
      '001',
      '--sklad',
      files.sklad,
      '--pohyby',
      files.pohyby,
      '--karty',
      files.karty
    )
    expect(res.stderr).toBe('')
    expect(res.code).toBe(0)
    expect(res.stdout).toMatch(/Hotovo: sklad \d+, pohyby \d+, karty \d+ řádků/)
    const { rows } = await (
      await db()
    ).rawQuery(
      "SELECT status FROM export_batches WHERE pharmacy_code = '1' ORDER BY id DESC LIMIT 1"
    )
    expect(rows[0].status).toBe('done')
    const token = await api.login('u1@cli.cz', 'heslo1234')
    const meta = await api.get('/api/upload/LEMON/1/meta', token)
    expect(meta.body.status).toBe('done')
  })

  test('a missing file or an unknown branch exits 1 and stores nothing', async () => {
    const missing = await cli(
      'exports:import',
      '--pharmacy-code',
      '1',
      '--sklad',
      join(dir, 'nic.xlsx'),
      '--pohyby',
      join(dir, 'nic.xlsx'),
      '--karty',
      join(dir, 'nic.xlsx')
    )
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('nelze přečíst')
    const unknown = await cli(
      'exports:import',
      '--pharmacy-code',
      '77',
      '--sklad',
      'x',
      '--pohyby',
      'x',
      '--karty',
      'x'
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Pobočka 77 ve firmě LEMON neexistuje.')
    const { rows } = await (await db()).rawQuery('SELECT count(*)::int AS n FROM export_batches')
    expect(rows[0].n).toBe(1)
    /* Two CLI processes, each booting the app: more than the default 30 s on a busy machine. */
  }, 90_000)
})

describe('uhrady:versions', () => {
  test('creates the missing versions once; --regenerate computes them again', async () => {
    const database = await db()
    const none = await cli('uhrady:versions')
    expect(none.code).toBe(0)
    expect(none.stdout).toContain('jsou potřeba alespoň dva seznamy úhrad')
    for (const [validFrom, uhrada] of [
      ['2026-01-01', 40],
      ['2026-06-01', 35.5],
    ] as const) {
      const [list] = await database
        .table('price_lists')
        .insert({ kind: 'uhrady', valid_from: validFrom, source: 'cli-test', rows: 1 })
        .returning('id')
      await database.table('uhrady_items').insert({
        list_id: list.id,
        sukl: '0012345',
        nazev: 'PARALEN 500MG TBL 24',
        uhrada,
      })
    }
    const first = await cli('uhrady:versions')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(
      'seznam 2026-06-01 proti 2026-01-01: poboček 1, nových verzí 1, ponechaných 0'
    )
    const again = await cli('uhrady:versions')
    expect(again.stdout).toContain('nových verzí 0, ponechaných 1')
    const [{ id: before }] = await database.from('uhrady_change_versions').select('id')
    const regenerated = await cli('uhrady:versions', '--regenerate')
    expect(regenerated.stdout).toContain('nových verzí 1, ponechaných 0')
    const versions = await database.from('uhrady_change_versions').select('id')
    expect(versions).toHaveLength(1)
    expect(versions[0].id).not.toBe(before)
  })
})

describe('demo:exports', () => {
  test('writes the three exports per branch, the same files for the same seed; bad options exit 1', async () => {
    const out = join(dir, 'demo')
    const res = await cli(
      'demo:exports',
      '--branches',
      '2',
      '--products',
      '20',
      '--months',
      '1',
      '--out',
      out
    )
    expect(res.code).toBe(0)
    expect(res.stdout).toMatch(/pobočka 1: .*demo\/1/)
    expect(res.stdout).toMatch(/pobočka 2: .*demo\/2/)
    const { readXlsxRows } = await import('#core/xlsx/read_xlsx_rows')
    const rowsOf = async (file: string) => {
      const rows: unknown[] = []
      for await (const row of readXlsxRows(file)) rows.push(row)
      return rows
    }
    const first = await rowsOf(join(out, '1', 'karty.xlsx'))
    expect(first).toHaveLength(21)
    await cli('demo:exports', '--branches', '1', '--products', '20', '--months', '1', '--out', out)
    expect(await rowsOf(join(out, '1', 'karty.xlsx'))).toEqual(first)
    const bad = await cli('demo:exports', '--branches', '0', '--out', out)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('--branches musí být kladné celé číslo.')
  })
})
