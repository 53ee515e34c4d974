import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { writeXlsx } from '../helpers/exports.js'
import { cli } from '../helpers/cli.js'

/* Each test runs the CLI as its own Node process, which compiles the TypeScript it loads:
   up to a minute when other test files run beside it (tests/run.js). */
vi.setConfig({ testTimeout: 120_000 })

let ctx: TestApp
const dir = mkdtempSync(join(tmpdir(), 'lemon-pricelists-cli-'))

async function lists(kind: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_to, 'YYYY-MM-DD') AS valid_to,
            source, rows, created_by,
            (SELECT count(*)::int FROM leaflet_items i WHERE i.list_id = l.id)
              + (SELECT count(*)::int FROM uhrady_items i WHERE i.list_id = l.id) AS items
       FROM price_lists l WHERE kind = ? ORDER BY id`,
    [kind]
  )
  return rows
}

beforeAll(async () => {
  ctx = await bootApp()
})
afterAll(async () => ctx?.close())

describe('leaflet:import', () => {
  test('stores the leaflet with its validity and prints the summary with skipped rows', async () => {
    const rows: unknown[][] = [['Kód SÚKL', 'PDK', 'Název', 'Nákupní cena', 'Akční cena']]
    for (let i = 1; i <= 12; i++) rows.push([1000 + i, null, `AKCE ${i}`, '10,50', 12])
    rows.push([null, null, 'BEZ KÓDU', 1, 1])
    const file = writeXlsx(join(dir, 'letak.xlsx'), rows)
    const res = await cli(
      'leaflet:import',
      file,
      '--valid-from',
      '2026-07-01',
      '--valid-to',
      '2026-07-31'
    )
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('Leták uložen do databáze.')
    expect(res.stdout).toContain('platnost: 2026-07-01 – 2026-07-31')
    expect(res.stdout).toContain('uloženo řádků: 12, přeskočeno: 1')
    expect(res.stdout).toContain('  1× chybí Kód SÚKL i PDK (řádek 14)')
    expect(await lists('leaflet')).toEqual([
      {
        valid_from: '2026-07-01',
        valid_to: '2026-07-31',
        source: file,
        rows: 12,
        created_by: null,
        items: 12,
      },
    ])
  }, 60_000)

  test('a missing validity exits 1 with the Czech message and stores nothing', async () => {
    const file = writeXlsx(join(dir, 'letak2.xlsx'), [
      ['PDK', 'Název', 'Akční nákupní cena'],
      ['A1', 'PARALEN', 10],
    ])
    const res = await cli('leaflet:import', file, '--valid-from', '2026-08-01')
    expect(res.code).toBe(1)
    expect(res.stderr).toContain('Chyba: Vyplň prosím platnost (od/do).')
    expect(await lists('leaflet')).toHaveLength(1)
  }, 60_000)
})

describe('uhrady:import', () => {
  test('an .xls list is stored (SÚKL codes padded to 7 digits)', async () => {
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Kód SÚKL', 'Název', 'Úhrada ZP', 'MFC'],
        [12345, 'PARALEN 500MG TBL 24', '35,50', 60],
        ['0054321', 'IBALGIN 400 TBL 30', 30, 70],
      ]),
      'List1'
    )
    const file = join(dir, 'uhrady.xls')
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }))
    const res = await cli('uhrady:import', file, '--valid-from', '2026-07-01')
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('Úhrady nahrány do databáze.')
    expect(res.stdout).toContain('uloženo řádků: 2, přeskočeno: 0')
    expect(res.stdout).toContain('změny úhrad naplánovány pro pobočky: 0')
    expect(await lists('uhrady')).toEqual([
      expect.objectContaining({ valid_from: '2026-07-01', valid_to: null, rows: 2, items: 2 }),
    ])
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const codes = await db.from('uhrady_items').orderBy('sukl').select('sukl', 'uhrada', 'max_cena')
    expect(codes.map((c) => [c.sukl, Number(c.uhrada), Number(c.max_cena)])).toEqual([
      ['0012345', 35.5, 60],
      ['0054321', 30, 70],
    ])
  }, 60_000)

  test('a file without the Úhrada column or a missing file exits 1 and stores nothing', async () => {
    const file = writeXlsx(join(dir, 'bez-uhrady.xlsx'), [
      ['Kód SÚKL', 'Název', 'Doplatek'],
      ['0012345', 'PARALEN', 5],
    ])
    const bad = await cli('uhrady:import', file, '--valid-from', '2026-08-01')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain(`Soubor ${file} nemá povinný sloupec: Úhrada.`)
    const missing = await cli('uhrady:import', join(dir, 'neni.xlsx'), '--valid-from', '2026-08-01')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('nelze přečíst')
    expect(await lists('uhrady')).toHaveLength(1)
  }, 60_000)
})

describe('a list as SÚKL writes it (issue #15)', () => {
  test('title rows, text Doplněk, good and bad rows: stored, and the summary gives the reasons', async () => {
    const rows: unknown[][] = [
      ['Seznam cen a úhrad léčivých přípravků'],
      ['Platnost od 1. 9. 2026'],
      [],
      ['Kód SÚKL', 'Název', 'Doplněk', 'Max. cena LP', 'Úhrada', 'Započitatelný doplatek'],
    ]
    for (let i = 1; i <= 20; i++) {
      rows.push([String(500000 + i), `LÉK ${i}`, `${i}MG TBL NOB 30`, `${100 + i},50`, 80, 5])
    }
    rows.push(['0599998', 'CHYBNÝ', 'x', 'na dotaz', 80, 5])
    rows.push(['0599999', 'BEZ ÚHRADY', 'y', 10, null, 5])
    const file = writeXlsx(join(dir, 'scau.xlsx'), rows)
    const res = await cli('uhrady:import', file, '--valid-from', '2026-09-01')
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('uloženo řádků: 20, přeskočeno: 2')
    expect(res.stdout).toContain('  1× neplatné číslo ve sloupci Max. cena (řádek 25)')
    expect(res.stdout).toContain('  1× chybí Úhrada (řádek 26)')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const item = await db.from('uhrady_items').where('sukl', '0500007').first()
    expect(item).toMatchObject({ nazev: 'LÉK 7', doplnek: '7MG TBL NOB 30' })
    expect(Number(item.max_cena)).toBe(107.5)
  }, 60_000)

  test('a list without one valid row: exit 1 and the reasons', async () => {
    const file = writeXlsx(join(dir, 'spatne.xlsx'), [
      ['Seznam cen a úhrad'],
      ['Kód SÚKL', 'Název', 'Úhrada'],
      ['0012345', 'PARALEN', 'zdarma'],
      ['0054321', 'IBALGIN', 'zdarma'],
    ])
    const res = await cli('uhrady:import', file, '--valid-from', '2026-09-02')
    expect(res.code).toBe(1)
    expect(res.stderr).toContain(
      `Soubor ${file} neobsahuje žádný platný řádek: 2× neplatné číslo ve sloupci Úhrada (řádky 3, 4).`
    )
  }, 60_000)
})
