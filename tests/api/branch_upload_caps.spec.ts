import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { uploadExport, writeSampleExport, writeXlsx } from '../helpers/exports.js'

/*
| Issue #35: a branch user queued four voucher files back to back (each up to 10 MB, kept 30
| days, each a job on the shared imports queue), where export uploads allowed one at a time.
| Every kind a branch uploads is now one at a time and capped per Prague day. No worker runs
| here, so an accepted upload stays queued.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let branch3: string
let branch4: string
const dir = mkdtempSync(join(tmpdir(), 'upload-caps-'))
const vouchers = writeXlsx(join(dir, 'poukazky.xlsx'), [
  ['Datum', 'Číslo poukazu', 'Částka', 'Pojišťovna', 'Lékař', 'Stav'],
  ['2.3.2025', 'P-001', '1 200,50', 111, 'MUDr. Novák', 'Proplaceno'],
])

function sendVouchers(code: string, token: string) {
  const form = new FormData()
  form.append('poukazky', new Blob([readFileSync(vouchers)]), basename(vouchers))
  return fetch(`${ctx.baseUrl}/api/poukazky-upload/LEMON/${code}/poukazky`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    branches: [branch3, branch4],
  } = await signInStaff(api, ['3', '4']))
})

afterAll(async () => {
  await ctx?.close()
})

describe('uploads of every kind capped per branch (issue #35)', () => {
  test('a second voucher upload while one runs for the branch is refused in Czech; another branch may', async () => {
    expect((await sendVouchers('3', branch3)).status).toBe(202)
    const second = await sendVouchers('3', branch3)
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      code: 'UPLOAD_RUNNING',
      message: 'Zpracování předchozího souboru s poukázkami ještě běží.',
    })
    expect((await sendVouchers('4', branch4)).status).toBe(202)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const stored = await db.from('sheet_uploads').where({ kind: 'vouchers', pharmacy_code: '3' })
    expect(stored).toHaveLength(1)
  })

  test('two voucher uploads sent at once: one is accepted, the other refused', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('sheet_uploads').where({ kind: 'vouchers' }).update({ status: 'done' })
    const answers = await Promise.all([sendVouchers('3', branch3), sendVouchers('3', branch3)])
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409])
  })

  test('a branch’s uploads of a Prague day are capped, vouchers and exports alike', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('sheet_uploads').where({ kind: 'vouchers' }).update({ status: 'done' })
    const earlier = Array.from({ length: 47 }, () => ({
      kind: 'vouchers',
      firma: 'LEMON',
      pharmacy_code: '3',
      source: 'poukazky.xlsx',
      file_key: '',
      status: 'done',
    }))
    await db.table('sheet_uploads').insert(earlier)
    /* Yesterday's do not count. */
    await db.table('sheet_uploads').insert({
      ...earlier[0],
      created_at: db.knexRawQuery(`now() - interval '1 day'`),
    })
    const fiftieth = await sendVouchers('3', branch3)
    expect(fiftieth.status).toBe(202)
    await db.from('sheet_uploads').where({ kind: 'vouchers' }).update({ status: 'done' })
    const over = await sendVouchers('3', branch3)
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({
      code: 'UPLOADS_PER_DAY',
      message: 'Pobočka dnes nahrála už 50 souborů s poukázkami; další půjde nahrát zítra.',
    })

    await db.table('export_batches').insert(
      Array.from({ length: 50 }, () => ({
        firma: 'LEMON',
        pharmacy_code: '4',
        status: 'failed',
        files: '{}',
      }))
    )
    const exportOver = await uploadExport(
      ctx.baseUrl,
      branch4,
      '/api/upload/LEMON/4',
      writeSampleExport(mkdtempSync(join(dir, 'export-')))
    )
    expect(exportOver.status).toBe(429)
    expect(exportOver.body).toMatchObject({
      code: 'UPLOADS_PER_DAY',
      message: 'Pobočka dnes nahrála už 50 exportů; další půjde nahrát zítra.',
    })
  })
})
