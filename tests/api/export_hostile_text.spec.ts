import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems } from '../helpers/list_data.js'
import { wellFormedWorkbook } from '../helpers/strict_xml.js'
import { signInStaff } from '../helpers/users.js'

/*
| Issue #27, finding 2: text with characters XML cannot carry must not break a workbook.
| An anonymous caller could plant U+000B in the audit trail through the sign-in e-mail; task
| titles and pool item names take any text. Every export that writes such text (tasks, my
| tasks, the pool lists, the audit trail, the skipped-rows report) must give a workbook whose
| every XML part is well-formed (checked strictly) and whose cells read back as the text.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string

const HOSTILE = 'Inventura\u0001 \u000B \u001B[31m _x000B_ <b>&amp;</b> \u000Ckonec'

async function download(path: string, token: string) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(res.status, `${path}: ${Buffer.from(bytes).toString('utf8').slice(0, 300)}`).toBe(200)
  expect(res.headers.get('content-type')).toContain('spreadsheetml')
  wellFormedWorkbook(bytes)
  const book = XLSX.read(bytes)
  return book.SheetNames.flatMap((name) =>
    XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1, defval: null })
  )
}

const cells = (rows: unknown[][]) => rows.flat().filter((c) => typeof c === 'string') as string[]

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1],
  } = await signInStaff(api, ['1']))
})
afterAll(async () => ctx?.close())

describe('the sign-in e-mail', () => {
  test('is one plain mailbox of at most 254 characters, checked before anything is stored', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const before = Number((await db.from('audit_log').count('* as n'))[0].n)
    for (const email of [
      'p1\u000B@lemon.cz',
      '\u0001p1@lemon.cz',
      '"x\r\nBcc: v@evil.test"@evil.test',
      '"p1"@lemon.cz',
      'P1 <p1@lemon.cz>',
      'p1@lemon.cz, boss@lemon.cz',
      '<script>alert(1)</script>@lemon.cz',
      `${'x'.repeat(250)}@lemon.cz`,
      'nikdo',
    ]) {
      const res = await api.post('/api/auth/login', { email, password: 'heslo1234' })
      expect(res.status, JSON.stringify(email)).toBe(422)
      expect(res.body.errors[0].field).toBe('email')
      expect(res.body.errors[0].message).toMatch(/e-mail/)
    }
    expect(Number((await db.from('audit_log').count('* as n'))[0].n)).toBe(before)
    /* An ordinary address in any case still signs in. */
    expect(
      (await api.post('/api/auth/login', { email: ' P1@lemon.cz ', password: 'heslo1234' })).status
    ).toBe(200)
  })
})

describe('control characters in every export', () => {
  beforeAll(async () => {
    const created = await api.post(
      '/api/tasks',
      { title: HOSTILE, description: HOSTILE, pharmacyCodes: ['1'] },
      admin
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await seedPoolItems([
      { source: '1', stav: 'aktivní', nazev: HOSTILE, pdk: 'H1', sarze: `Š\u000B1` },
      { source: '1', stav: 'aktivní', nazev: 'Obyčejný název', pdk: 'H2' },
    ])
    const { default: db } = await import('@adonisjs/lucid/services/db')
    /* A row written before the sign-in e-mail was checked, as old audit trails hold them. */
    await db.table('audit_log').insert({
      actor_kind: 'anonymous',
      actor_email: 'p1\u000B@lemon.cz',
      action: 'auth.login_failed',
      entity: 'user',
      after: JSON.stringify({ reason: 'INVALID_CREDENTIALS', note: HOSTILE }),
    })
    const [batch] = await db
      .table('export_batches')
      .insert({ firma: 'LEMON', pharmacy_code: '1', status: 'done', files: '{}' })
      .returning('id')
    await db.table('export_skipped_files').insert({
      batch_id: batch.id,
      kind: 'sklad',
      label: 'sklad (sklad\u0001.xlsx)',
      columns: JSON.stringify([{ field: 'nazev', header: 'Název\u001B' }]),
      skipped: 1,
      stored: 1,
    })
    await db.table('export_skipped_rows').insert({
      batch_id: batch.id,
      kind: 'sklad',
      row_number: 2,
      reason: `neplatné číslo ${HOSTILE}`,
      cells: JSON.stringify([HOSTILE]),
    })
  })

  /* The audit trail writes before/after as JSON (control characters escaped there); its
     e-mail column is the text as typed. */
  test.each([
    ['tasks (admin)', '/api/tasks?format=xlsx', 'admin', HOSTILE],
    ['my tasks', '/api/tasks/my?format=xlsx', 'b1', HOSTILE],
    ['pool items (admin)', '/api/poolitems?format=xlsx&firma=LEMON', 'admin', HOSTILE],
    ["the branch's pool", '/api/pool/LEMON/1?format=xlsx', 'b1', HOSTILE],
    ['the audit trail', '/api/admin/audit/export', 'admin', 'p1\u000B@lemon.cz'],
    ['the skipped rows', '/api/upload/LEMON/1/skipped', 'b1', HOSTILE],
  ])('%s: a workbook that parses strictly, with the text as it was', async (_, path, who, text) => {
    const read = cells(await download(path, who === 'admin' ? admin : b1))
    expect(
      read.some((c) => c.includes(text)),
      JSON.stringify(read).slice(0, 500)
    ).toBe(true)
  })
})
