import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  writeXlsx,
} from '../helpers/exports.js'
import { followUpload } from '../helpers/sheet_uploads.js'
import { startTestWorker } from '../helpers/worker.js'
import { addDays } from '#core/calendar'

/*
| Issue #34: PostgreSQL is the source of truth for accepted work. A Redis failover may lose
| the last jobs written to the old master (replication is asynchronous), and a Redis that
| restarted empty has none: the upload the branch was told was accepted (202) must arrive
| all the same. These tests take the job away from Redis, as such a failover does, and
| follow the record to its end.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let user: string
const dir = mkdtempSync(join(tmpdir(), 'lost-jobs-'))

const recover = async (queue: 'imports' | 'mail') => {
  const { recoverLostJobs } = await import('#operations/services/recover_lost_jobs')
  /* No grace: the records below were all made by requests that have answered. */
  return recoverLostJobs(queue, 0)
}

async function queued(queue: 'imports' | 'mail', jobId: string) {
  const { getQueue } = await import('#core/queue')
  const job = await getQueue(queue).getJob(jobId)
  return job ? await job.getState() : null
}

async function lose(queue: 'imports' | 'mail', jobId: string) {
  const { getQueue } = await import('#core/queue')
  await getQueue(queue).remove(jobId)
  expect(await queued(queue, jobId)).toBeNull()
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [user],
  } = await signInStaff(api, ['6']))
})

afterAll(async () => {
  await ctx?.close()
})

describe('a job Redis lost is queued again from PostgreSQL (issue #34)', () => {
  test('an export upload answered 202 whose job vanished from Redis still ends done', async () => {
    const accepted = await uploadExport(
      ctx.baseUrl,
      user,
      '/api/upload/LEMON/6',
      writeSampleExport(mkdtempSync(join(dir, 'export-')))
    )
    expect(accepted.status).toBe(202)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const batch = await db
      .from('export_batches')
      .where({ firma: 'LEMON', pharmacy_code: '6' })
      .orderBy('id', 'desc')
      .first()
    const jobId = `export-${batch.id}-${+batch.created_at}`
    expect(await queued('imports', jobId)).toBe('waiting')
    await lose('imports', jobId)

    /* A record still inside its grace period is its request's own business. */
    const { recoverLostJobs } = await import('#operations/services/recover_lost_jobs')
    expect((await recoverLostJobs('imports', 3600)).requeued).toEqual([])
    expect(await recover('imports')).toEqual({ requeued: [jobId], failed: [] })
    expect(await queued('imports', jobId)).toBe('waiting')
    /* A job Redis still holds is left alone: queuing it again would run it twice. */
    expect(await recover('imports')).toEqual({ requeued: [], failed: [] })

    const stop = await startTestWorker('imports')
    try {
      const meta = await waitForUpload(api, user, '/api/upload/LEMON/6/meta', 60_000)
      expect(meta).toMatchObject({ batchId: String(batch.id), status: 'done', error: null })
      expect(meta.counts).toMatchObject({ sklad: 3 })
    } finally {
      await stop()
    }
  })

  test('a price list upload whose job vanished is queued again and imported', async () => {
    const file = writeXlsx(join(dir, 'uhrady.xlsx'), [
      ['Kód SÚKL', 'Název', 'Úhrada', 'Doplněk', 'Max. cena', 'Doplatek'],
      ['0012345', 'PARALEN', '35,50', '500MG TBL NOB 24', 60, 9.5],
    ])
    const form = new FormData()
    form.append('validFrom', addDays(today(), 1))
    form.append('file', new Blob([readFileSync(file)]), basename(file))
    const res = await fetch(`${ctx.baseUrl}/api/uhrady-admin/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(res.status).toBe(202)
    const { uploadId } = (await res.json()) as { uploadId: string }
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const row = await db.from('sheet_uploads').where('id', uploadId).first()
    const jobId = `sheet-${row.id}-${+row.created_at}`
    await lose('imports', jobId)
    /* Reading its status does not fail it: a missing job is not a failed one. */
    const status = await api.get(`/api/uhrady-admin/upload/${uploadId}`, admin)
    expect(status.body).toMatchObject({ status: 'queued', error: null })

    expect(await recover('imports')).toEqual({ requeued: [jobId], failed: [] })
    const stop = await startTestWorker('imports')
    try {
      const upload = await followUpload(ctx.baseUrl, '/api/uhrady-admin/upload', admin, uploadId)
      expect(upload).toMatchObject({ status: 'done', error: null })
      expect(upload.result).toMatchObject({ ok: true, meta: { rows: 1 } })
    } finally {
      await stop()
    }
  })

  test('an e-mail recorded as queued whose job vanished is queued again', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const [row] = await db
      .table('mail_messages')
      .insert({
        kind: 'digest',
        to_address: 'p6@lemon.cz',
        subject: 'Ranní přehled',
        text: 'Dobré ráno',
        html: '<p>Dobré ráno</p>',
        created_at: new Date(Date.now() - 60_000),
      })
      .returning('id')
    expect(await queued('mail', `mail-${row.id}`)).toBeNull()
    expect(await recover('mail')).toEqual({ requeued: [`mail-${row.id}`], failed: [] })
    expect(await queued('mail', `mail-${row.id}`)).toBe('waiting')
    /* A sent message is never queued again. */
    await lose('mail', `mail-${row.id}`)
    await db.from('mail_messages').where('id', row.id).update({ status: 'sent' })
    expect(await recover('mail')).toEqual({ requeued: [], failed: [] })
  })
})
