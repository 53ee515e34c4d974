import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { effectiveMovements, uploadExport } from '../helpers/exports.js'
import { writeBenchExports } from '../../bench/generate.js'

/*
| One batch delivered to two imports workers at once (a duplicate job, or a stalled-job
| retry while the first worker still lives), found by `npm run chaos`: both attempts
| cleared each other's rows, and the branch could be left with an empty current snapshot.
| Now the attempts run one after the other and the second finds the batch done.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let token: string
const dir = mkdtempSync(join(tmpdir(), 'exports-duplicate-'))

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  token = (await signInStaff(api, ['7'])).branches[0]
})

afterAll(async () => {
  await ctx?.close()
})

describe('a batch processed twice at the same moment', () => {
  test('is published once, with every row of its files exactly once', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { processExport } = await import('#exports/jobs/process_export')
    const files = await writeBenchExports(dir, 500, 20_000)
    /* No worker runs here: the job waits in the queue and the test delivers it twice. */
    const res = await uploadExport(ctx.baseUrl, token, '/api/upload/LEMON/7', files)
    expect(res.status).toBe(202)
    const batchId = Number(res.body.batchId)

    const progress = async () => {}
    await Promise.all([processExport(batchId, progress), processExport(batchId, progress)])

    const meta = (await api.get('/api/upload/LEMON/7/meta', token)).body
    expect(meta.status).toBe('done')
    expect(meta.counts).toEqual({ sklad: 500, pohyby: 20_000, karty: 500, odpisy: 0 })
    const count = async (table: string) =>
      Number((await db.from(table).where('batch_id', batchId).count('* as n'))[0].n)
    expect(await count('pohyby')).toBe(20_000)
    expect(await count('sklad_rows')).toBe(500)
    expect(await effectiveMovements('LEMON', '7')).toBe(20_000)
    expect((await api.get('/api/pharmacy/inventory', token)).body).toHaveLength(500)

    /* A third delivery after it was published changes nothing. */
    await processExport(batchId, progress)
    expect(await count('pohyby')).toBe(20_000)
    expect(await effectiveMovements('LEMON', '7')).toBe(20_000)
  }, 120_000)
})
