import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { today, uploadAndProcess, writeXlsx } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet } from '../helpers/sheet_uploads.js'
import { auditMark, auditSince, type AuditRow } from '../helpers/audit.js'

/*
| Every state-changing request leaves exactly one audit row (issue #18). The table below
| names, for every POST/PUT/PATCH/DELETE route of the router, the action it records or why it
| records none; a new route fails here until it is listed. The walk then makes each audited
| request for real and checks its one row: actor, branch, entity and before/after.
*/

const AUDITED: Record<string, string | { none: string }> = {
  'POST /api/auth/login': 'auth.login (auth.login_failed, auth.lockout)',
  'POST /api/auth/register': 'auth.register',
  'POST /api/auth/logout': 'auth.logout',
  'POST /api/auth/login/2fa': 'auth.login (auth.2fa_failed, auth.lockout) (two_factor.spec.ts)',
  'POST /api/users/me/2fa': {
    none: 'an enrolment started: a pending secret, not in force until confirmed (audited)',
  },
  'POST /api/users/me/2fa/confirm': 'users.2fa_enable (two_factor.spec.ts)',
  'POST /api/users/me/2fa/disable': 'users.2fa_disable',
  'DELETE /api/users/me/sessions': 'auth.sessions_end_all',
  'DELETE /api/users/me/sessions/:id': 'auth.session_end',
  'PATCH /api/users/me': 'users.profile_update',
  'POST /api/users/me/password': 'users.password_change',
  'POST /api/admin/users': 'users.create',
  'PATCH /api/admin/users/:id': 'users.update | users.role_change',
  'DELETE /api/admin/users/:id': 'users.delete',
  'POST /api/admin/users/:id/password': 'users.password_reset',
  'DELETE /api/admin/users/:id/sessions': 'users.sign_out_everywhere',
  'POST /api/tasks': 'tasks.create',
  'PUT /api/tasks/:id/complete': 'tasks.complete',
  'DELETE /api/tasks/:id': 'tasks.archive',
  'POST /api/upload/:firma/:pharmacyCode': 'exports.upload',
  'POST /api/pool/reopen': 'transfers.reopen',
  'PUT /api/poolitems/:id': 'pool.admin_edit',
  'DELETE /api/poolitems/:id': 'pool.admin_delete',
  'DELETE /api/refused/:firma/:pharmacyCode/:poolItemId': 'pool.cancel_block',
  'POST /api/transfers/confirm/:firma/:pharmacyCode': 'transfers.confirm',
  'POST /api/transfers/reject/:firma/:pharmacyCode': 'transfers.reject',
  'POST /api/transfers/undoReject/:firma/:pharmacyCode':
    'transfers.undoReject (transfer_undo_reject.spec.ts)',
  'POST /api/transfers/cancelConfirmation/:firma/:pharmacyCode': 'transfers.cancelConfirmation',
  'POST /api/transfers/markPicked/:firma/:pharmacyCode': 'transfers.markPicked',
  'POST /api/transfers/markRejected/:firma/:pharmacyCode': 'transfers.markRejected',
  'POST /api/transfers/markReceived/:firma/:pharmacyCode': 'transfers.markReceived',
  'POST /api/transfers/send/:firma/:pharmacyCode': 'transfers.send',
  'POST /api/transfers/receive/:firma/:pharmacyCode': 'transfers.receive',
  'POST /api/leaflet-admin/upload': 'pricelists.upload_leaflet',
  'POST /api/uhrady-admin/upload': 'pricelists.upload_uhrady',
  'POST /api/discounted/rules': 'discounts.save_rules',
  'POST /api/poukazky-upload/:firma/:pharmacyCode/poukazky': 'vouchers.upload',
  'POST /api/watchlists/:firma/:pharmacyCode': 'watchlists.create',
  'PUT /api/watchlists/:firma/:pharmacyCode/:id': 'watchlists.update',
  'DELETE /api/watchlists/:firma/:pharmacyCode/:id': 'watchlists.delete',
  'POST /api/watchlists/:firma/:pharmacyCode/:id/items': 'watchlists.add_item',
  'PATCH /api/watchlists/:firma/:pharmacyCode/:id/items/:sukl': 'watchlists.set_bez_doplatku',
  'DELETE /api/watchlists/:firma/:pharmacyCode/:id/items/:sukl': 'watchlists.remove_item',
  'POST /api/admin/jobs/:queue/:jobId/retry': 'operations.retry_job (scheduled_jobs.spec.ts)',
  'POST /api/admin/jobs/:job/run': 'operations.run_job (scheduled_jobs.spec.ts)',
  'POST /api/watchlists/:firma/:pharmacyCode/:id/send': 'watchlists.send_mail (mail.spec.ts)',
  'POST /api/admin/inbox/retry': 'inbox.retry_file (inbox.spec.ts)',
  'PUT /api/mail/preferences': 'mail.preferences',
  'POST /api/notifications/read': {
    none: "the reader's own read marks: personal, not a change of anyone's data",
  },
  'POST /api/search': { none: 'a search (POST for its body): reads only' },
  'POST /api/poolitems/refresh': { none: 'reloads the list: reads only' },
  'POST /api/overstock/generate': { none: 'renders a PDF (a cache of it): reads only' },
  'POST /api/orders/generate': { none: 'renders a PDF: reads only' },
  'POST /api/orders/from-letak/generate': { none: 'renders a PDF: reads only' },
  'POST /api/discounted/generate': { none: 'renders a PDF: reads only' },
}

const ctx: TestApp = await bootApp()
const api = apiClient(ctx.baseUrl)
const { default: router } = await import('@adonisjs/core/services/router')
const dir = mkdtempSync(join(tmpdir(), 'audit-coverage-'))

let admin: string
let a: string
let b: string
let adminId: number
let stopImports: () => Promise<void>

function changingRoutes() {
  const keys: string[] = []
  for (const route of Object.values(router.toJSON()).flat()) {
    if (!route.pattern.startsWith('/api/') || route.pattern === '/api/*') continue
    for (const method of route.methods) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        keys.push(`${method} ${route.pattern}`)
    }
  }
  return keys
}

/** The request's rows; exactly one is expected, with the given action. */
async function oneRow(action: string, request: () => Promise<{ status: number; body: any }>) {
  const mark = await auditMark()
  const res = await request()
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBeLessThan(300)
  const rows = await auditSince(mark)
  expect(
    rows.map((r) => r.action),
    action
  ).toEqual([action])
  return { row: rows[0] as AuditRow, body: res.body }
}

const pool = async (code: string, token: string) =>
  (await api.get(`/api/pool/LEMON/${code}`, token)).body as any[]
const itemOf = async (pdk: string) => (await pool('1', a)).find((i) => i.PDK === pdk)
const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)

beforeAll(async () => {
  stopImports = await startTestWorker('imports')
  ;({
    admin,
    branches: [a, b],
  } = await signInStaff(api, ['1', '2']))
  adminId = Number((await api.get('/api/protected/me', admin)).body.id)
})
afterAll(async () => {
  await stopImports?.()
  await ctx?.close()
})

describe('the table of state-changing routes', () => {
  test('every POST, PUT, PATCH and DELETE route says what it records or why nothing', () => {
    const routes = changingRoutes()
    const missing = routes.filter((key) => !(key in AUDITED))
    expect(missing, `add to AUDITED: ${missing.join(', ')}`).toEqual([])
    const stale = Object.keys(AUDITED).filter((key) => !routes.includes(key))
    expect(stale, `no such route: ${stale.join(', ')}`).toEqual([])
  })
})

describe('each audited request leaves exactly one row', () => {
  test('an export upload, then every transfer action on its items', async () => {
    const data = transferExports()
    const mark = await auditMark()
    await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
    await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
    await until(async () => (await itemOf('E5'))?.stav === 'rezervováno')
    const uploads = (await auditSince(mark)).filter((r) => r.action.startsWith('exports.'))
    expect(uploads.map((r) => [r.action, r.pharmacy_code, r.entity])).toEqual([
      ['exports.upload', '1', 'export_batch'],
      ['exports.upload', '2', 'export_batch'],
    ])
    expect(uploads[0].after).toEqual({
      files: { sklad: 'sklad.xlsx', pohyby: 'pohyby.xlsx', karty: 'karty.xlsx' },
    })

    const a1 = await itemOf('A1')
    const e5 = await itemOf('E5')
    const confirm = await oneRow('transfers.confirm', () =>
      post('confirm', '2', { ids: [a1.id, e5.id] }, b)
    )
    expect(confirm.row).toMatchObject({
      actor_email: 'p2@lemon.cz',
      firma: 'LEMON',
      pharmacy_code: '2',
      entity: 'pool_item',
      entity_id: null,
      before: { stav: 'rezervováno' },
      after: { stav: 'potvrzeno', ids: [Number(a1.id), Number(e5.id)].sort((x, y) => x - y) },
    })
    const cancel = await oneRow('transfers.cancelConfirmation', () =>
      post('cancelConfirmation', '2', { id: e5.id }, b)
    )
    expect(cancel.row).toMatchObject({
      entity_id: String(e5.id),
      before: { stav: 'potvrzeno' },
      after: { stav: 'rezervováno' },
    })
    const reject = await oneRow('transfers.reject', () =>
      post('reject', '2', { id: e5.id, reason: 'Nemáme místo' }, b)
    )
    expect(reject.row.after).toMatchObject({ stav: 'aktivní', reason: 'Nemáme místo' })
    const block = await oneRow('pool.cancel_block', () =>
      api.del(`/api/refused/LEMON/2/${e5.id}`, b)
    )
    expect(block.row).toMatchObject({ pharmacy_code: '2', entity_id: String(e5.id) })

    await oneRow('transfers.markPicked', () => post('markPicked', '1', { id: a1.id }, a))
    const send = await oneRow('transfers.send', () =>
      post('send', '1', { targetPharmacyCode: '2' }, a)
    )
    expect(send.row).toMatchObject({
      entity: 'prevodka',
      entity_id: send.body.prevodkaId,
      pharmacy_code: '1',
      after: { stav: 'odesláno', targetPharmacyCode: '2', ids: [Number(a1.id)] },
    })
    const lines = (await api.get(`/api/transfers/detail/${send.body.prevodkaId}`, b)).body
    const receive = await oneRow('transfers.receive', () =>
      post(
        'receive',
        '2',
        {
          prevodkaId: send.body.prevodkaId,
          receivedItems: lines.map((l: any) => ({ _id: l._id, status: 'přijato' })),
        },
        b
      )
    )
    expect(receive.row).toMatchObject({
      entity_id: send.body.prevodkaId,
      before: { stav: 'odesláno' },
      after: { stav: 'přijato' },
    })

    /* E5 goes through the admin's edit to the states markReceived and markRejected start from. */
    const edit = async (stav: string) => {
      const item = (await api.get('/api/poolitems', admin)).body.find((i: any) => i.PDK === 'E5')
      return api.call('PUT', `/api/poolitems/${item.id}`, {
        token: admin,
        body: { ...item, stav, targetPharmacyCode: '2' },
      })
    }
    const edited = await oneRow('pool.admin_edit', () => edit('odesláno'))
    expect(edited.row).toMatchObject({
      actor_id: adminId,
      entity_id: String(e5.id),
      pharmacy_code: '1',
      after: expect.objectContaining({ stav: 'odesláno' }),
      before: expect.objectContaining({ stav: expect.any(String) }),
    })
    expect(Object.keys(edited.row.before!).sort()).toEqual(Object.keys(edited.row.after!).sort())
    await oneRow('transfers.markReceived', () => post('markReceived', '2', { id: e5.id }, b))
    await oneRow('pool.admin_edit', () => edit('potvrzeno'))
    await oneRow('transfers.markRejected', () => post('markRejected', '1', { id: e5.id }, a))
    const deleted = await oneRow('pool.admin_delete', () =>
      api.del(`/api/poolitems/${e5.id}`, admin)
    )
    expect(deleted.row.before).toMatchObject({ pdk: 'E5', stav: 'vyřazeno' })
  })

  test('tasks: create, complete, archive', async () => {
    const created = await oneRow('tasks.create', () =>
      api.post('/api/tasks', { title: 'Inventura', pharmacyCodes: ['1', '2'] }, admin)
    )
    expect(created.row.after).toMatchObject({ title: 'Inventura', pharmacyCodes: ['1', '2'] })
    const id = created.body.id
    const done = await oneRow('tasks.complete', () =>
      api.call('PUT', `/api/tasks/${id}/complete`, { token: a, body: { done: true } })
    )
    expect(done.row).toMatchObject({
      pharmacy_code: '1',
      before: { done: false },
      after: { done: true },
    })
    await oneRow('tasks.archive', () => api.del(`/api/tasks/${id}`, admin))
  })

  test('price lists, vouchers, discount rules and watchlists', async () => {
    const leaflet = writeXlsx(join(dir, 'letak.xlsx'), [
      ['Kód SÚKL', 'Název', 'Akční nákupní cena'],
      ['0012345', 'PARALEN 500MG TBL 24', 19.9],
    ])
    /* Read and stored by the imports worker (issue #20), audited there as the uploader. */
    const up = await oneRow('pricelists.upload_leaflet', () =>
      sendSheet(
        ctx.baseUrl,
        '/api/leaflet-admin/upload',
        admin,
        {
          validFrom: today(),
          validTo: today(),
        },
        leaflet
      )
    )
    expect(up.row.after).toMatchObject({ source: 'letak.xlsx', rows: 1, validFrom: today() })
    expect(up.row).toMatchObject({ actor_kind: 'user', actor_id: adminId })
    const uhrady = writeXlsx(join(dir, 'uhrady.xlsx'), [
      ['Kód SÚKL', 'Název', 'Úhrada', 'Doplatek'],
      ['0012345', 'PARALEN 500MG TBL 24', 10, 5],
    ])
    await oneRow('pricelists.upload_uhrady', () =>
      sendSheet(ctx.baseUrl, '/api/uhrady-admin/upload', admin, { validFrom: today() }, uhrady)
    )
    const vouchers = writeXlsx(join(dir, 'poukazky.xlsx'), [
      ['Datum', 'Číslo poukazu', 'Částka'],
      [today(), 'P-1', 100],
    ])
    const voucher = await oneRow('vouchers.upload', () =>
      sendSheet(ctx.baseUrl, '/api/poukazky-upload/LEMON/1/poukazky', a, {}, vouchers)
    )
    expect(voucher.row).toMatchObject({
      pharmacy_code: '1',
      after: { source: 'poukazky.xlsx', rows: 1 },
    })

    const rules = [{ days: 90, discount: 20, mode: 'z_prodejni' }]
    const saved = await oneRow('discounts.save_rules', () =>
      api.post('/api/discounted/rules?firma=LEMON&pharmacyCode=1', { rules }, a)
    )
    expect(saved.row).toMatchObject({ before: null, after: { rules } })

    const W = '/api/watchlists/LEMON/1'
    const created = await oneRow('watchlists.create', () => api.post(W, { name: 'Tlak' }, a))
    const id = created.body.id
    const renamed = await oneRow('watchlists.update', () =>
      api.call('PUT', `${W}/${id}`, { token: a, body: { name: 'Tlak a srdce' } })
    )
    expect(renamed.row).toMatchObject({ before: { name: 'Tlak' }, after: { name: 'Tlak a srdce' } })
    await oneRow('watchlists.add_item', () => api.post(`${W}/${id}/items`, { sukl: '0012345' }, a))
    await oneRow('watchlists.set_bez_doplatku', () =>
      api.patch(`${W}/${id}/items/0012345`, { bezDoplatku: true }, a)
    )
    await oneRow('watchlists.remove_item', () => api.del(`${W}/${id}/items/0012345`, a))
    await oneRow('watchlists.delete', () => api.del(`${W}/${id}`, a))

    const digest = await oneRow('mail.preferences', () =>
      api.call('PUT', '/api/mail/preferences', { token: a, body: { morningDigest: true } })
    )
    expect(digest.row).toMatchObject({
      before: { morningDigest: false },
      after: { morningDigest: true },
    })
  })
})
