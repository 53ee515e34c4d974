import { describe, expect, test } from 'vitest'
import { recogniseExport, type HeaderRow } from '#inbox/rules/recognise_export'
import { decideSet, type FileState } from '#inbox/rules/set_decision'
import {
  branchOfFolder,
  freeName,
  isIgnored,
  isPlainFileName,
  markedComplete,
  markersOf,
} from '#inbox/rules/inbox_layout'

/*
| The export inbox's pure rules (issue #17): which export a file is by its header (with a
| title block above it allowed), when a branch folder's set is submitted, waits or is
| refused, and the folder layout's names.
*/

const rows = (...cells: unknown[][]): HeaderRow[] =>
  cells.map((c, i) => ({ rowNumber: i + 1, cells: c }))

describe('recognising an export by its header, not its name', () => {
  test.each([
    ['sklad', ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'Šarže', 'Exspirace', 'NCSD'], 'x.xlsx'],
    [
      'karty',
      ['PDK', 'Název přípravku', 'Min. zásoba', 'Max. zásoba', 'Volně prodejný'],
      'sklad.xlsx',
    ],
    ['pohyby', ['Datum pohybu', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže'], 'odpisy.xlsx'],
    ['odpisy', ['Datum', 'PDK', 'Množství', 'Šarže', 'Exspirace', 'Důvod', 'Cena'], 'a.xlsx'],
    // A stock card with a status column fits sklad too, but holds more karty columns.
    ['karty', ['PDK', 'Název', 'Stav', 'Min', 'Max', 'Výrobce', 'OTC'], 'export3.xlsx'],
  ])('%s from %j (file %s)', (kind, header, name) => {
    expect(recogniseExport(rows(header), name, 20)).toEqual({ kind, headerRow: 1 })
  })

  test('title rows above the header are skipped; the header row is the sheet’s own number', () => {
    const sheet: HeaderRow[] = [
      { rowNumber: 1, cells: ['Stav skladu k 24. 11. 2026'] },
      { rowNumber: 2, cells: ['Lékárna U Lva', null, 'tisk: 6:00'] },
      { rowNumber: 4, cells: ['PDK', 'Název', 'Množství'] },
      { rowNumber: 5, cells: ['A1', 'PARALEN', 5] },
    ]
    expect(recogniseExport(sheet, 'export.xlsx', 20)).toEqual({ kind: 'sklad', headerRow: 4 })
  })

  test('a header below the first 20 filled rows is not looked for', () => {
    const title = Array.from({ length: 20 }, (_, i) => [`řádek ${i + 1}`])
    const result = recogniseExport(rows(...title, ['PDK', 'Název', 'Množství']), 's.xlsx', 20)
    expect(result).toMatchObject({ kind: null })
    expect((result as { reason: string }).reason).toContain('V prvních 20 řádcích není hlavička')
    expect((result as { reason: string }).reason).toContain(
      'Sklad potřebuje sloupce PDK, Název, Množství'
    )
  })

  test('pohyby and odpisy with only their shared columns: the name decides, else a reason', () => {
    const header = ['Datum', 'PDK', 'Množství']
    expect(recogniseExport(rows(header), 'Odpisy_11.xlsx', 20)).toEqual({
      kind: 'odpisy',
      headerRow: 1,
    })
    expect(recogniseExport(rows(header), 'POHYBY.xlsx', 20)).toEqual({
      kind: 'pohyby',
      headerRow: 1,
    })
    const unknown = recogniseExport(rows(header), 'export.xlsx', 20)
    expect(unknown).toEqual({
      kind: null,
      reason:
        'Podle hlavičky (řádek 1) může jít o pohyby, nebo odpisy; doplňte rozlišující sloupec ' +
        '(např. Typ pohybu u pohybů, Důvod u odpisů), nebo druh uveďte v názvu souboru.',
    })
  })

  test('an empty sheet', () => {
    expect(recogniseExport(rows([null, '']), 'x.xlsx', 20)).toEqual({
      kind: null,
      reason: 'Soubor je prázdný.',
    })
  })
})

const NOW = new Date('2026-11-24T05:00:00Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000)
const file = (
  name: string,
  kind: FileState['kind'],
  extra: Partial<FileState> = {}
): FileState => ({
  name,
  complete: true,
  firstSeenAt: minutesAgo(2),
  kind,
  problem: null,
  ...extra,
})

describe('what a scan does with a branch folder', () => {
  test('a complete set is submitted, odpisy with it', () => {
    const decision = decideSet(
      [
        file('a.xlsx', 'sklad'),
        file('b.xlsx', 'pohyby'),
        file('c.xlsx', 'karty'),
        file('d.xlsx', 'odpisy'),
      ],
      NOW,
      60
    )
    expect(decision).toEqual({
      refuse: [],
      submit: { sklad: 'a.xlsx', pohyby: 'b.xlsx', karty: 'c.xlsx', odpisy: 'd.xlsx' },
      waiting: [],
    })
  })

  test('nothing is submitted while a file is still being written', () => {
    const decision = decideSet(
      [
        file('a.xlsx', 'sklad'),
        file('b.xlsx', 'pohyby'),
        file('c.xlsx', 'karty'),
        file('d.xlsx', null, { complete: false }),
      ],
      NOW,
      60
    )
    expect(decision.submit).toBeNull()
    expect(decision.waiting).toEqual([
      { name: 'd.xlsx', why: 'zapisuje se' },
      { name: 'a.xlsx', why: 'čeká na dopsání ostatních' },
      { name: 'b.xlsx', why: 'čeká na dopsání ostatních' },
      { name: 'c.xlsx', why: 'čeká na dopsání ostatních' },
    ])
  })

  test('a set without karty waits up to the limit, then is refused with the reason', () => {
    const early = decideSet([file('a.xlsx', 'sklad'), file('b.xlsx', 'pohyby')], NOW, 60)
    expect(early.refuse).toEqual([])
    expect(early.waiting.map((w) => w.why)).toEqual(['čeká na karty', 'čeká na karty'])
    const late = decideSet(
      [file('a.xlsx', 'sklad', { firstSeenAt: minutesAgo(61) }), file('b.xlsx', 'pohyby')],
      NOW,
      60
    )
    expect(late).toEqual({
      refuse: [
        {
          names: ['a.xlsx', 'b.xlsx'],
          reason: 'Sada exportů je neúplná: chybí karty. Ostatní soubory čekaly déle než 60 minut.',
        },
      ],
      submit: null,
      waiting: [],
    })
  })

  test('a file that is no export is refused at once; the set goes on without it', () => {
    const decision = decideSet(
      [
        file('a.xlsx', 'sklad'),
        file('b.xlsx', 'pohyby'),
        file('c.xlsx', 'karty'),
        file('foto.jpg', null, { problem: 'Soubor není sešit xlsx.' }),
      ],
      NOW,
      60
    )
    expect(decision.refuse).toEqual([{ names: ['foto.jpg'], reason: 'Soubor není sešit xlsx.' }])
    expect(decision.submit).toEqual({ sklad: 'a.xlsx', pohyby: 'b.xlsx', karty: 'c.xlsx' })
  })

  test('two files of one kind are both refused: which one was meant is unknown', () => {
    const decision = decideSet(
      [
        file('a.xlsx', 'sklad'),
        file('a2.xlsx', 'sklad'),
        file('b.xlsx', 'pohyby'),
        file('c.xlsx', 'karty'),
      ],
      NOW,
      60
    )
    expect(decision.refuse).toEqual([
      {
        names: ['a.xlsx', 'a2.xlsx'],
        reason:
          'Ve složce je více souborů druhu sklad (a.xlsx, a2.xlsx); není jasné, který zpracovat. Nechte ve složce jen jeden.',
      },
    ])
    expect(decision.submit).toBeNull()
  })

  test('an empty folder: nothing to do', () => {
    expect(decideSet([], NOW, 60)).toEqual({ refuse: [], submit: null, waiting: [] })
  })
})

describe('the layout of the inbox', () => {
  test.each([
    ['LEMON', '0012', { firma: 'LEMON', pharmacyCode: '12' }],
    ['lemon', '7', { firma: 'LEMON', pharmacyCode: '7' }],
    ['LEMON', '..', null],
    ['..', '12', null],
    ['LEMON', 'pobočka 12', null],
    ['LEMON', '12.bak', null],
  ])('%s/%s', (firma, code, branch) => {
    expect(branchOfFolder(firma, code)).toEqual(branch)
  })

  test.each([
    ['.~lock.sklad.xlsx#', true],
    ['~$sklad.xlsx', true],
    ['sklad.xlsx.part', true],
    ['sklad.TMP', true],
    ['sklad.xlsx', false],
  ])('ignored while written: %s → %s', (name, ignored) => {
    expect(isIgnored(name)).toBe(ignored)
  })

  test('markers: a file’s own, or a folder-wide one, written after the file', () => {
    const files = ['sklad.xlsx', 'pohyby.xlsx']
    const sklad = { name: 'sklad.xlsx', mtimeMs: 100 }
    expect(markedComplete(sklad, [{ name: 'sklad.xlsx.done', mtimeMs: 100 }], files)).toBe(true)
    expect(markedComplete(sklad, [{ name: 'SKLAD.done', mtimeMs: 150 }], files)).toBe(true)
    expect(markedComplete(sklad, [{ name: 'pohyby.done', mtimeMs: 150 }], files)).toBe(false)
    expect(markedComplete(sklad, [{ name: 'hotovo.done', mtimeMs: 150 }], files)).toBe(true)
    // Left over from last night: the file changed after it.
    expect(markedComplete(sklad, [{ name: 'hotovo.done', mtimeMs: 50 }], files)).toBe(false)
    const markers = [
      { name: 'sklad.done', mtimeMs: 1 },
      { name: 'pohyby.xlsx.done', mtimeMs: 1 },
      { name: 'hotovo.done', mtimeMs: 1 },
    ]
    expect(markersOf(['sklad.xlsx'], markers, files)).toEqual(['sklad.done', 'hotovo.done'])
  })

  test('free names in processed/ and failed/', () => {
    expect(freeName('sklad.xlsx', new Set())).toBe('sklad.xlsx')
    expect(freeName('sklad.xlsx', new Set(['sklad.xlsx', 'sklad-2.xlsx']))).toBe('sklad-3.xlsx')
    expect(freeName('README', new Set(['README']))).toBe('README-2')
  })

  test.each([
    ['sklad.xlsx', true],
    ['poznámka.txt', true],
    ['../sklad.xlsx', false],
    ['..', false],
    ['a/b.xlsx', false],
    ['a\\b.xlsx', false],
    ['a\u0000b', false],
    ['', false],
  ])('a plain file name: %j → %s', (name, plain) => {
    expect(isPlainFileName(name)).toBe(plain)
  })
})
