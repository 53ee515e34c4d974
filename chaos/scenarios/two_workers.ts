/*
| Scenario 4: two workers on each of the imports and pdf queues. Uploads for several
| branches at once, the same upload twice in a row, the same batch delivered twice at
| the same moment (a duplicate job, as a stalled-job retry of a worker that is still
| alive would deliver it), and many PDF requests, identical ones at the same moment.
| No job may be applied twice or to a different result: each batch's movements are in
| the table once, every branch shows its last upload, and each document is stored once
| and served identically to everyone who asked for it.
*/
import { createHash } from 'node:crypto'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { exportFiles, type ExportFiles } from '../data.js'
import {
  call,
  createBranchUser,
  meta,
  log,
  QUEUE_PREFIX,
  REDIS_URL,
  Report,
  sleep,
  sql,
  startWorker,
  stop,
  upload,
  waitDone,
  type Proc,
} from '../system.js'

const PROCESS_EXPORT = 'exports.process_export'
const PDF_COPIES = 3

export async function twoWorkers() {
  const report = new Report()
  const files: Record<string, { files: ExportFiles; movements: number; products: number }> = {
    a: { files: await exportFiles(1500, 10_000), movements: 10_000, products: 1500 },
    b: { files: await exportFiles(3000, 60_000), movements: 60_000, products: 3000 },
    c: { files: await exportFiles(2000, 20_000), movements: 20_000, products: 2000 },
  }
  const plan: Record<string, string> = {
    '31': 'b',
    '32': 'b',
    '33': 'a',
    '34': 'c',
    '35': 'a',
    '36': 'c',
    '37': 'b',
    '38': 'a',
  }
  const tokens: Record<string, string> = {}
  for (const code of Object.keys(plan)) tokens[code] = await createBranchUser(code)

  const workers: Proc[] = [
    await startWorker('imports', 'imports-1'),
    await startWorker('imports', 'imports-2'),
    await startWorker('pdf', 'pdf-1'),
    await startWorker('pdf', 'pdf-2'),
    await startWorker('maintenance', 'maintenance-1'),
    await startWorker('maintenance', 'maintenance-2'),
  ]
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null })
  const imports = new Queue('imports', { connection, prefix: QUEUE_PREFIX })
  const maintenance = new Queue('maintenance', { connection, prefix: QUEUE_PREFIX })
  try {
    /* All branches upload at once; batch 31 is delivered a second time at the same moment. */
    const started = Date.now()
    const accepted = await Promise.all(
      Object.entries(plan).map(([code, kind]) => upload(tokens[code], code, files[kind].files))
    )
    accepted.forEach((res, i) =>
      report.check(
        res.status === 202,
        `upload ${i} answered ${res.status} ${res.text.slice(0, 100)}`
      )
    )
    const batchOf = Object.fromEntries(
      Object.keys(plan).map((code, i) => [code, Number(accepted[i].body?.batchId)])
    )
    await imports.add(
      PROCESS_EXPORT,
      { batchId: batchOf['31'] },
      { jobId: `chaos-dup-${batchOf['31']}` }
    )
    for (const code of Object.keys(plan)) await waitDone(tokens[code], code, 240_000)

    /* The same files again for two branches, one after the other. */
    const again: Record<string, number> = {}
    for (const code of ['33', '34']) {
      const res = await upload(tokens[code], code, files[plan[code]].files)
      report.check(res.status === 202, `second upload of ${code} answered ${res.status}`)
      again[code] = Number(res.body?.batchId)
      /* And delivered twice, while the first delivery may already run. */
      await imports.add(
        PROCESS_EXPORT,
        { batchId: again[code] },
        { jobId: `chaos-dup-${again[code]}` }
      )
      await waitDone(tokens[code], code, 240_000)
    }
    const importsDone = Date.now() - started

    for (const [code, kind] of Object.entries(plan)) {
      const { movements, products } = files[kind]
      const last = again[code] ?? batchOf[code]
      const m = await meta(tokens[code], code)
      report.check(m.status === 'done', `branch ${code}: last batch ${m.status}`)
      report.check(
        Number(m.batchId) === last,
        `branch ${code}: meta shows batch ${m.batchId}, not ${last}`
      )
      const [row] = await sql<{ batch: number; rows: number; effective: number; sklad: number }>(
        `SELECT e.batch_id AS batch,
                (SELECT count(*)::int FROM pohyby WHERE batch_id = $2) AS rows,
                (SELECT count(*)::int FROM pohyby_segments s
                   JOIN pohyby p ON p.batch_id = s.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
                  WHERE s.firma = 'LEMON' AND s.pharmacy_code = $1) AS effective,
                (SELECT count(*)::int FROM sklad_rows WHERE batch_id = $2) AS sklad
           FROM branch_exports e WHERE e.firma = 'LEMON' AND e.pharmacy_code = $1`,
        [code, last]
      )
      report.check(
        row?.batch === last,
        `branch ${code}: the current snapshot is batch ${row?.batch}, not the last upload ${last}`
      )
      report.check(
        row?.rows === movements,
        `branch ${code}: ${row?.rows} pohyby rows of its batch, file has ${movements}`
      )
      report.check(
        row?.effective === movements,
        `branch ${code}: reports count ${row?.effective} movements, file has ${movements}`
      )
      report.check(
        row?.sklad === products,
        `branch ${code}: ${row?.sklad} sklad rows, file has ${products}`
      )
    }
    const all = await sql<{ pohyby: number }>(
      `SELECT count(*)::int AS pohyby FROM pohyby p JOIN export_batches b ON b.id = p.batch_id
        WHERE b.pharmacy_code = ANY($1::text[])`,
      [Object.keys(plan)]
    )
    const expectedAll = Object.values(plan).reduce((sum, kind) => sum + files[kind].movements, 0)
    report.check(
      all[0].pohyby === expectedAll,
      `pohyby of these branches' batches: ${all[0].pohyby}, their current files have ${expectedAll}`
    )

    /* PDFs: every branch asks for its overstock report several times at once. */
    const storedBefore = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM generated_pdfs WHERE kind = 'stock.overstock'`
    )
    const pdfStarted = Date.now()
    const codes = Object.keys(plan)
    const answers = await Promise.all(
      codes.flatMap((code) =>
        Array.from({ length: PDF_COPIES }, () =>
          call('/api/overstock/generate', tokens[code], { method: 'POST' })
        )
      )
    )
    const pdfMs = Date.now() - pdfStarted
    const failed = answers.filter((a) => a.status !== 200)
    report.check(
      failed.length === 0,
      `${failed.length} PDF requests failed: ${failed
        .slice(0, 2)
        .map((a) => `${a.status} ${a.text.slice(0, 100)}`)
        .join('; ')}`
    )
    let different = 0
    codes.forEach((_code, i) => {
      const hashes = new Set(
        answers
          .slice(i * PDF_COPIES, (i + 1) * PDF_COPIES)
          .map((a) => createHash('sha256').update(a.bytes).digest('hex'))
      )
      if (hashes.size !== 1) different++
    })
    report.check(
      different === 0,
      `${different} branches got different documents for the same request`
    )
    const storedAfter = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM generated_pdfs WHERE kind = 'stock.overstock'`
    )
    const stored = [{ n: storedAfter[0].n - storedBefore[0].n }]
    const kinds = await sql<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM generated_pdfs GROUP BY kind`
    )
    report.check(
      stored[0].n === codes.length,
      `generated_pdfs holds ${stored[0].n} overstock documents for ${codes.length} branches (${kinds.map((k) => `${k.kind}: ${k.n}`).join(', ')})`
    )

    /* Scheduled jobs: both maintenance workers registered the schedules; each run is recorded once. */
    const schedulers = await maintenance.getJobSchedulers()
    /* job_schedules is the one source of the patterns the workers declare (issue #29). */
    const [{ n: declared }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_schedules WHERE queue = 'maintenance'`
    )
    report.check(
      schedulers.length === declared,
      `${schedulers.length} job schedulers, expected ${declared}`
    )
    const manual = ['pool.match_all', 'tasks.create_stale_export_tasks']
    for (const name of manual) {
      /* Added twice under one id, as a double click or a retried request would. */
      await maintenance.add(name, {}, { jobId: `chaos-${name}` })
      await maintenance.add(name, {}, { jobId: `chaos-${name}` })
    }
    let runs: { job_id: string; status: string }[] = []
    for (let i = 0; i < 300; i++) {
      runs = await sql(`SELECT job_id, status FROM job_runs WHERE job_id LIKE 'chaos-%'`)
      if (runs.length >= manual.length && runs.every((r) => r.status !== 'running')) break
      await sleep(200)
    }
    report.check(
      runs.length === manual.length && runs.every((r) => r.status === 'completed'),
      `job_runs of the manual runs: ${JSON.stringify(runs)}`
    )

    /* Who did what: the imports workers log each export they publish. */
    const published = (w: Proc) => (w.output.match(/export \d+ \(LEMON\/\d+\)/g) ?? []).length
    const failedJobs = await imports.getFailedCount()
    report.figure('imports workers / pdf workers', '2 / 2')
    report.figure('uploads (8 branches at once + 2 repeated)', 10)
    report.figure('duplicate deliveries of a batch', 3)
    report.figure(
      'exports published by imports-1 / imports-2',
      `${published(workers[0])} / ${published(workers[1])}`
    )
    report.figure('failed import jobs', failedJobs)
    report.figure('all uploads done', `${(importsDone / 1000).toFixed(1)} s`)
    report.figure(
      'PDF requests (8 branches × 3 at once)',
      `${answers.length - failed.length} × 200 in ${(pdfMs / 1000).toFixed(1)} s`
    )
    report.figure('overstock documents stored', stored[0].n)
    report.figure('maintenance workers / job schedulers', `2 / ${schedulers.length}`)
    report.figure(
      'scheduled jobs run by hand (each added twice) / job_runs rows',
      `${manual.length} / ${runs.length}`
    )
    log(`published: ${published(workers[0])} / ${published(workers[1])}`)
  } finally {
    await imports.close()
    await maintenance.close()
    connection.disconnect()
    for (const w of workers) await stop(w, 'SIGTERM')
  }
  return report.outcome()
}
