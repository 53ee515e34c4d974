/*
| Scenario 2: Redis dies (SIGKILL) while uploads wait in the imports queue and branches
| work on transfers, and comes back from its append-only file. Meanwhile reads and
| transfer actions (PostgreSQL only) keep working, writes that need the queue (an export
| upload, a PDF) answer 503 with a Czech message and leave nothing behind; afterwards
| every upload accepted before the crash is processed exactly once and the queue works.
*/
import { exportFiles } from '../data.js'
import {
  call,
  createBranchUser,
  killRedis,
  log,
  postJson,
  Report,
  reservedItems,
  sleep,
  sql,
  startRedis,
  startWorker,
  stop,
  upload,
  waitDone,
  type Answer,
} from '../system.js'

const UPLOAD_503 =
  'Zpracování je dočasně nedostupné (fronta úloh neodpovídá). Zkuste to prosím za chvíli.'
const PDF_503 = 'Generování PDF je dočasně nedostupné. Zkuste to prosím za chvíli.'
const MOVEMENTS = 60_000
const DOWN_MS = 8000

export async function redisRestart() {
  const report = new Report()
  const queued = ['11', '12', '13']
  const tokens: Record<string, string> = {}
  for (const code of [...queued, '14', '15', '16']) tokens[code] = await createBranchUser(code)
  const small = await exportFiles(1500, 10_000)
  const medium = await exportFiles(3000, MOVEMENTS)

  let imports = await startWorker('imports', 'imports-r')
  const pdf = await startWorker('pdf', 'pdf-r')
  try {
    /* Branch 14 has a snapshot to read and to print; 14 → 15 has transfers in progress. */
    const first = await upload(tokens['14'], '14', small)
    report.check(first.status === 202, `upload of 14 answered ${first.status}`)
    await waitDone(tokens['14'], '14')
    const toConfirm = await reservedItems('14', '15', 40)

    /* Three uploads are accepted; the crash comes while the first is processed. */
    const batches: Record<string, number> = {}
    for (const code of queued) {
      const res = await upload(tokens[code], code, medium)
      report.check(res.status === 202, `upload of ${code} answered ${res.status}`)
      batches[code] = Number(res.body?.batchId)
    }
    await sleep(500)
    const before = await sql<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM export_batches WHERE id = ANY($1) GROUP BY status`,
      [Object.values(batches)]
    )
    log(`killing Redis; batches: ${before.map((r) => `${r.n} ${r.status}`).join(', ')}`)
    await killRedis()
    const downAt = Date.now()

    /* While Redis is down. */
    const reads: Answer[] = []
    const readPaths = (code: string) => [
      `/api/pharmacy/inventory`,
      `/api/lezaky/LEMON/${code}`,
      `/api/ohrozenci/LEMON/${code}`,
      `/api/pool/LEMON/${code}?page=1&limit=100`,
      `/api/transfers/outgoing/LEMON/${code}`,
      `/api/upload/LEMON/${code}/meta`,
      `/api/dashboard/counters/LEMON/${code}`,
    ]
    for (const path of readPaths('14')) reads.push(await call(path, tokens['14']))
    const incoming = await call('/api/transfers/incoming/LEMON/15', tokens['15'])
    reads.push(incoming)
    const confirm = await postJson('/api/transfers/confirm/LEMON/15', tokens['15'], {
      ids: toConfirm,
    })
    const refusedUpload = await upload(tokens['16'], '16', small)
    const refusedPdf = await call('/api/overstock/generate', tokens['14'], { method: 'POST' })
    const health = await call('/api/health', '')
    while (Date.now() - downAt < DOWN_MS) {
      for (const path of readPaths('14')) reads.push(await call(path, tokens['14']))
    }
    const failedReads = reads.filter((r) => r.status !== 200)
    report.check(
      failedReads.length === 0,
      `${failedReads.length} of ${reads.length} reads failed while Redis was down (${failedReads
        .slice(0, 3)
        .map((r) => `${r.status} ${r.text.slice(0, 80)}`)
        .join('; ')})`
    )
    report.check(
      confirm.status === 200,
      `transfer confirm answered ${confirm.status} ${confirm.text.slice(0, 120)}`
    )
    report.check(
      refusedUpload.status === 503 && refusedUpload.body?.message === UPLOAD_503,
      `upload while down answered ${refusedUpload.status} ${refusedUpload.text.slice(0, 160)}`
    )
    report.check(
      refusedPdf.status === 503 && refusedPdf.body?.message === PDF_503,
      `PDF while down answered ${refusedPdf.status} ${refusedPdf.text.slice(0, 160)}`
    )

    log('Redis back from its append-only file')
    await startRedis()
    const upAt = Date.now()

    /* The accepted uploads finish, each exactly once. */
    for (const code of queued) {
      const m = await waitDone(tokens[code], code, 120_000).catch((e) => ({ status: String(e) }))
      report.check(m.status === 'done', `batch of ${code} ended ${m.status}`)
    }
    const drained = Date.now() - upAt
    for (const [code, id] of Object.entries(batches)) {
      const [{ n }] = await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM pohyby WHERE batch_id = $1',
        [id]
      )
      report.check(n === MOVEMENTS, `branch ${code}: ${n} pohyby rows, file has ${MOVEMENTS}`)
    }
    const left = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM export_batches WHERE pharmacy_code = '16'`
    )
    report.check(left[0].n === 0, `the refused upload left ${left[0].n} batch rows`)
    const confirmed = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pool_items WHERE id = ANY($1::int[]) AND stav = 'potvrzeno'`,
      [toConfirm]
    )
    report.check(
      confirmed[0].n === toConfirm.length,
      `${confirmed[0].n} of ${toConfirm.length} items confirmed during the outage are potvrzeno`
    )

    /* The queue works again: a PDF and an upload. */
    const pdfAfter = await call('/api/overstock/generate', tokens['14'], { method: 'POST' })
    report.check(
      pdfAfter.status === 200 && pdfAfter.bytes.subarray(0, 4).toString() === '%PDF',
      `PDF after the restart answered ${pdfAfter.status} ${pdfAfter.text.slice(0, 120)}`
    )
    const uploadAfter = await upload(tokens['16'], '16', small)
    report.check(
      uploadAfter.status === 202,
      `upload after the restart answered ${uploadAfter.status}`
    )
    const m16 = await waitDone(tokens['16'], '16', 60_000).catch((e) => ({ status: String(e) }))
    report.check(m16.status === 'done', `upload after the restart ended ${m16.status}`)

    report.figure('Redis down', `${(DOWN_MS / 1000).toFixed(0)} s (SIGKILL, appendfsync always)`)
    report.figure('batches at the crash', before.map((r) => `${r.n} ${r.status}`).join(', '))
    report.figure(
      'reads while down (200 / all)',
      `${reads.length - failedReads.length} / ${reads.length}`
    )
    report.figure('slowest read while down', `${Math.max(...reads.map((r) => r.ms)).toFixed(0)} ms`)
    report.figure('transfer confirm while down', `${confirm.status} (${toConfirm.length} items)`)
    report.figure(
      'upload while down',
      `${refusedUpload.status} in ${refusedUpload.ms.toFixed(0)} ms`
    )
    report.figure('PDF while down', `${refusedPdf.status} in ${refusedPdf.ms.toFixed(0)} ms`)
    report.figure('health while down', `${health.status}`)
    report.figure('queued uploads done after restart', `${(drained / 1000).toFixed(1)} s`)
    report.figure('PDF after restart', `${pdfAfter.status} in ${pdfAfter.ms.toFixed(0)} ms`)
  } finally {
    await startRedis().catch(() => {})
    await stop(imports, 'SIGTERM')
    await stop(pdf, 'SIGTERM')
    imports = null as never
  }
  return report.outcome()
}
