import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { LIST_NAMES, seedPoolItems, seedPrevodky, transferMix } from '../helpers/list_data.js'

/*
| Issue #37: the pool-item lists (the transfer lists, the branch pool, the admin's pool
| items), the převodka lists, the prepared packages and refused items are declared once in
| contracts/lists. What a client sees of their declaration stays as it was: each workbook's
| file, sheet and headers, and the sort keys and stav values a 422 names, in their order.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string
let b3: string

const ITEM_SORTS =
  'PDK, Název, Množství, NCSD, Šarže, Exspirace, Dodavatel, kodVZP, pharmacyCode, ' +
  'targetPharmacyCode, probability, stav, Důvod, duvod, updatedAt'
const STAVY =
  'aktivní, rezervováno, potvrzeno, vychystáno, odesláno, přijato, vyřešeno, odepsáno, vyřazeno, uzavřeno'
const PREVODKA_SORTS =
  'prevodkaId, fromPharmacyCode, toPharmacyCode, targetPharmacyCode, stav, sentAt, receivedAt'

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2, b3],
  } = await signInStaff(api, ['1', '2', '3']))
  await seedPoolItems([
    ...transferMix(3, '1', '2', 'rezervováno'),
    ...transferMix(2, '2', '1', 'potvrzeno').map((i) => ({ ...i, pdk: `C${i.pdk}` })),
    ...transferMix(2, '3', '1', 'vychystáno').map((i) => ({ ...i, pdk: `V${i.pdk}` })),
    ...transferMix(2, '1', null as any, 'aktivní').map((i) => ({ ...i, pdk: `A${i.pdk}` })),
  ])
  await seedPrevodky([
    { from: '1', to: '2', stav: 'odesláno', sentDaysAgo: 8 },
    { from: '2', to: '1', stav: 'přijato', sentDaysAgo: 20 },
  ])
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.table('refused').insert({
    firma: 'LEMON',
    pharmacy_code: '2',
    pdk: 'R1',
    sarze: 'Š-R1',
    reason: LIST_NAMES[0],
  })
})
afterAll(async () => ctx?.close())

async function workbook(path: string, token: string) {
  const res = await fetch(`${ctx.baseUrl}${path}${path.includes('?') ? '&' : '?'}format=xlsx`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status, path).toBe(200)
  const file = /filename="([a-z_]+)_\d{4}_\d{2}_\d{2}\.xlsx"/.exec(
    res.headers.get('content-disposition') ?? ''
  )?.[1]
  const book = XLSX.read(Buffer.from(await res.arrayBuffer()))
  const [sheet] = book.SheetNames
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1 })
  return { file, sheets: book.SheetNames, headers: rows[0], rows: rows.length - 1 }
}

describe('the workbooks of the pool-item, převodka, prepared and refused lists', () => {
  const itemColumns = (side: string) => [
    'PDK',
    'Název',
    'Množství',
    'NCSD',
    'Šarže',
    'Exspirace',
    side,
    'Pravděpodobnost',
    'Stav',
  ]

  test('keep their file, sheet and headers', async () => {
    const workbooks: [string, () => string, string, string, string[]][] = [
      [
        '/api/transfers/incoming/LEMON/2',
        () => b2,
        'navrhy_k_prijeti',
        'Návrhy k přijetí',
        itemColumns('Zdrojová pobočka'),
      ],
      [
        '/api/transfers/outgoing/LEMON/2',
        () => b2,
        'k_odeslani',
        'K odeslání',
        itemColumns('Cílová pobočka'),
      ],
      [
        '/api/transfers/confirmed/LEMON/1',
        () => b1,
        'potvrzene_prevody',
        'Potvrzené převody',
        itemColumns('Zdrojová pobočka'),
      ],
      [
        '/api/transfers/prepared/LEMON/3',
        () => b3,
        'vychystane',
        'Prepared',
        ['Target branch', 'Items'],
      ],
      [
        '/api/transfers/received/LEMON/2',
        () => b2,
        'prijimane_prevodky',
        'Received transfers',
        ['Transfer number', 'Source branch', 'Status'],
      ],
      [
        '/api/transfers/shipped/LEMON/1',
        () => b1,
        'odeslane_prevodky',
        'Shipped transfers',
        ['Transfer number', 'Target branch', 'Status', 'Sent date', 'Dní na cestě'],
      ],
      [
        '/api/transfers/archive/LEMON/1',
        () => b1,
        'archiv_prevodek',
        'Archive',
        [
          'Transfer number',
          'Source branch',
          'Target branch',
          'Status',
          'Rozdíl při příjmu',
          'Receipt date',
        ],
      ],
      [
        '/api/pool/LEMON/1',
        () => b1,
        'pool',
        'Pool',
        [
          'Název',
          'PDK',
          'Množství',
          'Cena NCSD',
          'Šarže',
          'Exspirace',
          'Cílová lékárna',
          'Stav',
          'Důvod',
        ],
      ],
      [
        '/api/poolitems',
        () => admin,
        'polozky_poolu',
        'Položky poolu',
        ['PDK', 'Název', 'Množství', 'Exspirace', 'Stav', 'Pobočka', 'Cíl', 'Důvod'],
      ],
      [
        '/api/refused/LEMON/2',
        () => b2,
        'odmitnute_polozky',
        'Refused items',
        ['Name', 'PDK', 'Expiry', 'Reason'],
      ],
    ]
    for (const [path, token, file, sheet, headers] of workbooks) {
      const book = await workbook(path, token())
      expect(book.file, path).toBe(file)
      expect(book.sheets, path).toEqual([sheet])
      expect(book.headers, path).toEqual(headers)
      expect(book.rows, path).toBeGreaterThan(0)
    }
  })
})

describe('převodky on the way', () => {
  /* Its export button asked with format=xlsx and got the JSON page, saved as .xlsx. */
  test('as a workbook with the screen’s columns, filtered like the list', async () => {
    const path = '/api/transfers/in-transit?firma=LEMON'
    const shown = await api.get(path, admin)
    expect(shown.status).toBe(200)
    const res = await fetch(`${ctx.baseUrl}${path}&format=xlsx&sort=prevodkaId&dir=desc`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="prevodky_na_ceste_\d{4}_\d{2}_\d{2}\.xlsx"/
    )
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { cellDates: true })
    expect(book.SheetNames).toEqual(['Převodky na cestě'])
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Převodky na cestě'], {
      header: 1,
    })
    expect(rows[0]).toEqual(['Převodka', 'Z pobočky', 'Do pobočky', 'Odesláno', 'Dní na cestě'])
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual(
      shown.body.map((p: any) => [p.prevodkaId, p.daysInTransit])
    )
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual([['1 – Lékárna 1', '2 – Lékárna 2']])
    expect(rows[1][3]).toBeInstanceOf(Date)
    const longOnly = await workbook(`${path}&longOnly=true&source=2`, admin)
    expect(longOnly.rows).toBe(0)
  })
})

describe('the sort keys and stav values a 422 names', () => {
  const refusal = async (path: string, token: string, query: string) => {
    const res = await api.get(`${path}${path.includes('?') ? '&' : '?'}${query}`, token)
    expect(res.status, `${path}?${query}`).toBe(422)
    return res.body.errors[0].message as string
  }
  const sorts = (keys: string) => `Podle pole „bogus“ nelze řadit. Řadit lze podle: ${keys}.`
  const stavs = (values: string) => `Pole stav musí být jedna z hodnot: ${values}.`

  test('the pool-item lists', async () => {
    const lists: [string, () => string, string, string][] = [
      ['/api/transfers/incoming/LEMON/2', () => b2, ITEM_SORTS, 'rezervováno, odesláno'],
      ['/api/transfers/outgoing/LEMON/2', () => b2, ITEM_SORTS, 'potvrzeno'],
      ['/api/transfers/confirmed/LEMON/1', () => b1, ITEM_SORTS, 'potvrzeno'],
      ['/api/pool/LEMON/1', () => b1, ITEM_SORTS, STAVY],
      ['/api/poolitems', () => admin, 'updatedAt, Název, PDK, Exspirace', STAVY],
    ]
    for (const [path, token, keys, values] of lists) {
      expect(await refusal(path, token(), 'sort=bogus'), path).toBe(sorts(keys))
      expect(await refusal(path, token(), 'stav=bogus'), path).toBe(stavs(values))
    }
  })

  test('the převodka lists, the prepared packages, refused items and převodky on the way', async () => {
    const lists: [string, () => string, string, string | null][] = [
      ['/api/transfers/received/LEMON/2', () => b2, PREVODKA_SORTS, 'odesláno'],
      ['/api/transfers/shipped/LEMON/1', () => b1, PREVODKA_SORTS, 'odesláno, přijato, uzavřeno'],
      ['/api/transfers/archive/LEMON/1', () => b1, PREVODKA_SORTS, 'přijato, uzavřeno'],
      ['/api/transfers/prepared/LEMON/3', () => b3, 'targetPharmacyCode, targetName, count', null],
      ['/api/refused/LEMON/2', () => b2, 'Název, PDK, Šarže, Exspirace, reason, createdAt', null],
      [
        '/api/transfers/in-transit?firma=LEMON',
        () => admin,
        'sentAt, prevodkaId, fromPharmacyCode, toPharmacyCode',
        null,
      ],
    ]
    for (const [path, token, keys, values] of lists) {
      expect(await refusal(path, token(), 'sort=bogus'), path).toBe(sorts(keys))
      if (values) expect(await refusal(path, token(), 'stav=bogus'), path).toBe(stavs(values))
    }
    expect(await refusal('/api/transfers/in-transit?firma=LEMON', admin, 'longOnly=maybe')).toBe(
      'Pole longOnly musí být true nebo false.'
    )
  })
})
