import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { cli } from '../helpers/cli.js'

/* Each test runs the CLI as its own Node process, which compiles the TypeScript it loads:
   up to a minute when other test files run beside it (tests/run.js). */
vi.setConfig({ testTimeout: 120_000 })

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let dir: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  dir = await mkdtemp(join(tmpdir(), 'lemon-cli-'))
})
afterAll(async () => ctx?.close())

describe('branches:import', () => {
  test('upserts by firma + normalised code, reports failures with the row and exits 1', async () => {
    const file = join(dir, 'branches.csv')
    await writeFile(
      file,
      'firma;code;name;street;city;zip\n' +
        'LEMON;001;Lékárna Centrum;Hlavní 1;Praha;110 00\n' +
        'lemon;2;Lékárna Sever;Severní 2;Liberec;460 01\n' +
        'LEMON;;Bez kódu;;;\n'
    )
    const first = await cli('branches:import', file)
    expect(first.code).toBe(1)
    expect(first.stdout).toContain('vytvořeno: 2, aktualizováno: 0, chyby: 1')
    expect(first.stdout).toContain('řádek 4')

    await writeFile(
      file,
      'firma,code,name,street,city,zip\nLEMON,1,Lékárna Centrum – nová,Hlavní 10,Praha,110 00\n'
    )
    const second = await cli('branches:import', file)
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('vytvořeno: 0, aktualizováno: 1, chyby: 0')
  })

  test('a missing file or missing columns exit 1 with a clear message', async () => {
    const missing = await cli('branches:import', join(dir, 'neni.csv'))
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('nelze přečíst')
    const file = join(dir, 'bad.csv')
    await writeFile(file, 'firma,code\nLEMON,1\n')
    const bad = await cli('branches:import', file)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('nemá sloupce: name, street, city, zip')
  })
})

describe('users:create', () => {
  test('creates an admin without a branch and a user with a branch, who can log in', async () => {
    const admin = await cli(
      'users:create',
      '--username',
      'hlavni',
      '--email',
      'hlavni@lemon.cz',
      '--password',
      'heslo1234',
      '--role',
      'admin'
    )
    expect(admin.code).toBe(0)
    expect(admin.stdout).toContain('Uživatel vytvořen: hlavni')
    const user = await cli(
      'users:create',
      '--username',
      'pobocka1',
      '--email',
      'p1@lemon.cz',
      '--password',
      'heslo1234',
      '--role',
      'user',
      '--pharmacy-code',
      '0001',
      '--full-name',
      'Pavla První'
    )
    expect(user.code).toBe(0)
    const token = await api.login('p1@lemon.cz', 'heslo1234')
    const me = await api.get('/api/users/me', token)
    expect(me.body).toMatchObject({
      pharmacyCode: '1',
      firma: 'LEMON',
      fullName: 'Pavla První',
      role: 'user',
    })
  })

  test('a duplicate exits 1 with "Uživatel již existuje: …"; bad input exits 1 with the Czech reason', async () => {
    const dup = await cli(
      'users:create',
      '--username',
      'jiny',
      '--email',
      'HLAVNI@lemon.cz',
      '--password',
      'heslo1234',
      '--role',
      'admin'
    )
    expect(dup.code).toBe(1)
    expect(dup.stderr).toContain('Uživatel již existuje: hlavni@lemon.cz')
    const bad = await cli(
      'users:create',
      '--username',
      'x2',
      '--email',
      'neni-email',
      '--password',
      'kratke',
      '--role',
      'user'
    )
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Heslo musí mít alespoň 8 znaků.')
    const role = await cli(
      'users:create',
      '--username',
      'x3',
      '--email',
      'x3@lemon.cz',
      '--password',
      'heslo1234',
      '--role',
      'boss'
    )
    expect(role.code).toBe(1)
  })
})

describe('users:import', () => {
  test('is idempotent by e-mail and reports created / updated / failed rows', async () => {
    const file = join(dir, 'users.csv')
    await writeFile(
      file,
      'username,email,password,role,firma,pharmacyCode,fullName\n' +
        'anna,anna@lemon.cz,heslo1234,user,LEMON,2,Anna Druhá\n' +
        'bara,bara@lemon.cz,heslo1234,admin,LEMON,,Bára Správcová\n' +
        'cyril,cyril@lemon.cz,kratke,user,LEMON,2,\n' +
        'dana,dana@lemon.cz,heslo1234,user,LEMON,99,\n'
    )
    const first = await cli('users:import', file)
    expect(first.code).toBe(1)
    expect(first.stdout).toContain('vytvořeno: 2, aktualizováno: 0, chyby: 2')
    expect(first.stdout).toMatch(/řádek 4 \(cyril@lemon.cz\): Heslo musí mít alespoň 8 znaků\./)
    expect(first.stdout).toMatch(
      /řádek 5 \(dana@lemon.cz\): Pobočka 99 ve firmě LEMON neexistuje\./
    )

    await writeFile(
      file,
      'username,email,password,role,firma,pharmacyCode,fullName\n' +
        'anna,ANNA@lemon.cz,jineheslo9,user,LEMON,1,Anna z Centra\n' +
        'bara,bara@lemon.cz,heslo1234,admin,LEMON,,Bára Správcová\n'
    )
    const second = await cli('users:import', file)
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('vytvořeno: 0, aktualizováno: 2, chyby: 0')
    const token = await api.login('anna@lemon.cz', 'heslo1234')
    expect((await api.get('/api/users/me', token)).body).toMatchObject({
      pharmacyCode: '1',
      fullName: 'Anna z Centra',
    })
  })
})
