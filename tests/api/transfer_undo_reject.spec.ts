import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser, signInStaff } from '../helpers/users.js'
import { uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| "Zpět" after a reject (issue #36): POST /api/transfers/undoReject/{firma}/{pharmacyCode}
| { id, version } puts the offer back to the branch that rejected it, as it was, for the one
| who rejected it and only while nothing else changed the item. Branches 2 and 3 both sell
| A's lots, so a reject by 2 re-matches the item to 3 at once (the reject's own consequence).
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let admin: string
let a: string
let b: string
let c: string
let colleague: string
const dir = mkdtempSync(join(tmpdir(), 'undo-reject-'))

const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)
const itemOf = async (pdk: string) =>
  ((await api.get('/api/pool/LEMON/1', a)).body as any[]).find((i) => i.PDK === pdk)
const refusedBy = async (code: string, token: string) =>
  ((await api.get(`/api/refused/LEMON/${code}`, token)).body as any[]).map((r) => r.poolItemId)

/** B rejects the item; the answer's version is what its "Zpět" sends. */
async function reject(id: string, reason?: string) {
  const res = await post('reject', '2', reason ? { id, reason } : { id }, b)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items[0] as { version: number; stav: string; targetPharmacyCode: string | null }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [a, b, c],
  } = await signInStaff(api, ['1', '2', '3']))
  await createUser({
    username: 'kolega2',
    email: 'kolega2@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '2',
  })
  colleague = await api.login('kolega2@lemon.cz', 'heslo1234')
  const data = transferExports()
  await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
  await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
  await uploadAndProcess(ctx, api, { code: '3', token: c }, data.b, dir)
  await until(async () => (await itemOf('E5'))?.targetPharmacyCode === '2')
  await until(async () => (await itemOf('A1'))?.targetPharmacyCode === '2')
})
afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

describe('undoing a reject', () => {
  test('puts the offer back as it was, lifts the block, and records it', async () => {
    const e5 = await itemOf('E5')
    expect(e5).toMatchObject({ stav: 'rezervováno', targetPharmacyCode: '2', probability: 100 })
    const rejected = await reject(e5.id, 'Nemáme místo')
    /* The reject's own re-match offers it to branch 3 at once. */
    expect(rejected).toMatchObject({ stav: 'rezervováno', targetPharmacyCode: '3' })
    expect(await refusedBy('2', b)).toContain(e5.id)

    const res = await post('undoReject', '2', { id: e5.id, version: rejected.version }, b)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.items[0]).toMatchObject({
      stav: 'rezervováno',
      targetPharmacyCode: '2',
      probability: 100,
      version: rejected.version + 1,
    })
    expect(res.body.items[0].history.at(-1)).toMatchObject({
      stav: 'rezervováno',
      note: 'Odmítnutí vráceno zpět pobočkou 2',
      by: 'p2',
    })
    expect(await refusedBy('2', b)).not.toContain(e5.id)
    const incoming = (await api.get('/api/transfers/incoming/LEMON/2', b)).body as any[]
    expect(incoming.map((i) => i.PDK)).toContain('E5')
    const notThere = (await api.get('/api/transfers/incoming/LEMON/3', c)).body as any[]
    expect(notThere.map((i) => i.PDK)).not.toContain('E5')
    const audit = (await api.get('/api/admin/audit?action=transfers.undoReject', admin)).body
    expect(JSON.stringify(audit)).toContain('transfers.undoReject')
  })

  test('only the one who rejected, from the branch that did: others are refused', async () => {
    const e5 = await itemOf('E5')
    const rejected = await reject(e5.id)
    const body = { id: e5.id, version: rejected.version }

    /* Another branch's path: the access check refuses a foreign branch. */
    const foreign = await post('undoReject', '2', body, c)
    expect(foreign.status).toBe(403)
    /* Its own path: it rejected nothing of this item, and ids cannot be probed. */
    const notTheirs = await post('undoReject', '3', body, c)
    expect(notTheirs.status).toBe(404)
    /* A colleague at the same branch, and an admin acting for it, did not reject it. */
    for (const token of [colleague, admin]) {
      const other = await post('undoReject', '2', body, token)
      expect(other.status).toBe(403)
      expect(other.body.message).toBe('Odmítnutí může vrátit zpět jen ten, kdo položku odmítl.')
    }
    expect(await itemOf('E5')).toMatchObject({ targetPharmacyCode: '3' })

    /* A version other than the reject's answer: something changed the item meanwhile. */
    const stale = await post('undoReject', '2', { ...body, version: rejected.version - 1 }, b)
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      'Odmítnutí už nelze vrátit zpět: položku mezitím změnil někdo jiný.'
    )

    const undone = await post('undoReject', '2', body, b)
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    /* Once undone there is nothing to undo. */
    const twice = await post('undoReject', '2', body, b)
    expect(twice.status).toBe(404)
  })

  test('after another branch acted on the item the undo is refused in Czech (409)', async () => {
    const a1 = await itemOf('A1')
    const rejected = await reject(a1.id)
    expect(rejected.targetPharmacyCode).toBe('3')
    const confirmed = await post('confirm', '3', { ids: [a1.id] }, c)
    expect(confirmed.status).toBe(200)

    for (const version of [rejected.version, confirmed.body.items[0].version]) {
      const res = await post('undoReject', '2', { id: a1.id, version }, b)
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(
        'Odmítnutí už nelze vrátit zpět: položku mezitím změnil někdo jiný.'
      )
    }
    expect(await itemOf('A1')).toMatchObject({ stav: 'potvrzeno', targetPharmacyCode: '3' })
    expect(await refusedBy('2', b)).toContain(a1.id)
  })

  test('a few seconds only: past REJECT_UNDO_SECONDS the undo is refused', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const e5 = await itemOf('E5')
    const rejected = await reject(e5.id)
    await db.rawQuery(
      `UPDATE pool_item_history SET changed_at = now() - interval '61 seconds'
        WHERE pool_item_id = ? AND by = 'p2'`,
      [Number(e5.id)]
    )
    const late = await post('undoReject', '2', { id: e5.id, version: rejected.version }, b)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Odmítnutí už nelze vrátit zpět.')
    expect(await itemOf('E5')).toMatchObject({ targetPharmacyCode: '3' })
  })

  test('a version is required', async () => {
    const e5 = await itemOf('E5')
    const res = await post('undoReject', '2', { id: e5.id }, b)
    expect(res.status).toBe(422)
  })
})
