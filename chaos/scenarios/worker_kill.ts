/*
| Scenario 1: the imports worker is killed (SIGKILL) in the middle of a 300 000-row
| upload. A second worker takes the job over once its lock expires (BullMQ stalled-job
| recovery, QUEUE_LOCK_MS), the branch keeps seeing its previous snapshot until the new
| one is published, and the movements of the batch are in the table exactly once.
*/
import { exportFiles } from '../data.js'
import {
  call,
  createBranchUser,
  log,
  meta,
  QUEUE_LOCK_MS,
  Report,
  sleep,
  sql,
  startWorker,
  stop,
  upload,
  waitDone,
} from '../system.js'

const MOVEMENTS = 300_000
const PRODUCTS = 12_000
const KILL_AT = 100_000

type Observation = {
  at: number
  inventory: number
  lastBatch: string | null
  status: string
  /* The meta changed between the reads around the list: the swap fell inside this read. */
  straddles: boolean
}

export async function workerKill() {
  const report = new Report()
  const code = '1'
  const token = await createBranchUser(code)
  const small = await exportFiles(2000, 20_000)
  const big = await exportFiles(PRODUCTS, MOVEMENTS)

  let worker = await startWorker('imports', 'imports-a')
  try {
    const first = await upload(token, code, small)
    report.check(first.status === 202, `first upload answered ${first.status}`)
    await waitDone(token, code)
    const inventory = async () => {
      const res = await call('/api/pharmacy/inventory', token)
      return Array.isArray(res.body) ? res.body.length : -1
    }
    const oldInventory = await inventory()
    const oldMeta = await meta(token, code)
    log(`previous snapshot: batch ${oldMeta.batchId}, ${oldInventory} inventory rows`)

    const started = Date.now()
    const second = await upload(token, code, big)
    report.check(second.status === 202, `300 000-row upload answered ${second.status}`)
    const batchId = Number(second.body?.batchId)

    /*
    | Readers poll the list all along, with the meta read just before and just after it.
    | Two requests are never one snapshot: when the meta differs around the list, the swap
    | happened during the read and the list may be either whole snapshot, but never a mix.
    */
    const observations: Observation[] = []
    let polling = true
    const poller = (async () => {
      while (polling) {
        const before = await meta(token, code)
        const inv = await inventory()
        const m = await meta(token, code)
        observations.push({
          at: Date.now() - started,
          inventory: inv,
          lastBatch: m?.lastBatch ?? null,
          status: m?.status ?? 'none',
          straddles: before?.lastBatch !== m?.lastBatch || before?.status !== m?.status,
        })
        await sleep(150)
      }
    })()

    let processedAtKill = 0
    for (let i = 0; i < 1200; i++) {
      const m = await meta(token, code)
      if (m.status === 'processing' && m.progress.processed >= KILL_AT) {
        processedAtKill = m.progress.processed
        break
      }
      if (m.status === 'done' || m.status === 'failed') break
      await sleep(50)
    }
    report.check(processedAtKill > 0, 'the worker was not caught mid-upload')
    const killedAt = Date.now()
    await stop(worker, 'SIGKILL')
    log(`imports worker killed at ${processedAtKill} processed rows`)
    worker = await startWorker('imports', 'imports-b')

    /* The second worker restarts the job once the lock of the dead one expired. */
    let restartedAfter = -1
    for (let i = 0; i < 1200; i++) {
      const m = await meta(token, code)
      if (
        m.status === 'done' ||
        (m.status === 'processing' && m.progress.processed < processedAtKill)
      ) {
        restartedAfter = Date.now() - killedAt
        break
      }
      await sleep(100)
    }
    const done = await waitDone(token, code)
    const finishedAt = Date.now() - started
    await sleep(1000)
    polling = false
    await poller
    const newInventory = await inventory()

    report.check(done.status === 'done', `final meta status ${done.status} (${done.error ?? ''})`)
    report.check(String(done.batchId) === String(batchId), 'the meta shows another batch')
    const [{ n: rows }] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM pohyby WHERE batch_id = $1',
      [batchId]
    )
    const [{ n: effective }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pohyby_segments s
         JOIN pohyby p ON p.batch_id = s.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
        WHERE s.firma = 'LEMON' AND s.pharmacy_code = $1`,
      [code]
    )
    report.check(rows === MOVEMENTS, `pohyby rows of the batch ${rows} ≠ ${MOVEMENTS} in the file`)
    report.check(effective === MOVEMENTS, `movements the reports count ${effective} ≠ ${MOVEMENTS}`)
    report.check(done.counts.pohyby === MOVEMENTS, `meta counts pohyby ${done.counts.pohyby}`)
    report.check(newInventory !== oldInventory, 'the new snapshot has the same inventory size')

    /* Old until the swap, new after; never a mix, never back. */
    let seenNew = false
    let oldDuring = 0
    let bad = 0
    let straddling = 0
    for (const o of observations) {
      if (o.straddles) {
        straddling++
        if (o.inventory !== oldInventory && o.inventory !== newInventory) bad++
        if (o.inventory === newInventory) seenNew = true
        continue
      }
      const isOld = o.inventory === oldInventory && o.lastBatch === oldMeta.lastBatch
      const isNew = o.inventory === newInventory && o.lastBatch !== oldMeta.lastBatch
      if (!isOld && !isNew) bad++
      if (isNew) {
        seenNew = true
        if (o.status !== 'done') bad++
      }
      if (isOld) {
        if (seenNew) bad++
        if (o.status === 'processing' || o.status === 'queued') oldDuring++
      }
    }
    report.check(
      bad === 0,
      `${bad} list reads showed neither the old nor the new snapshot in order`
    )
    report.check(oldDuring > 0, 'no read saw the old snapshot while the upload ran')
    report.check(restartedAfter >= 0, 'the job was not taken over by the second worker')
    const runs = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM export_batches WHERE firma = 'LEMON' AND pharmacy_code = $1`,
      [code]
    )
    report.check(runs[0].n === 2, `${runs[0].n} batches for the branch, expected 2`)

    report.figure('rows in file', MOVEMENTS)
    report.figure('pohyby rows of batch', rows)
    report.figure('killed at processed', processedAtKill)
    report.figure('lock (QUEUE_LOCK_MS)', `${QUEUE_LOCK_MS} ms`)
    report.figure('taken over after kill', `${(restartedAfter / 1000).toFixed(1)} s`)
    report.figure('upload → done', `${(finishedAt / 1000).toFixed(1)} s`)
    report.figure(
      'list reads (old while running / new after)',
      `${oldDuring} / ${observations.filter((o) => o.inventory === newInventory).length}`
    )
    report.figure('inventory rows old → new', `${oldInventory} → ${newInventory}`)
    report.figure('reads during which the snapshot was swapped (either snapshot whole)', straddling)
  } finally {
    await stop(worker, 'SIGTERM')
  }
  return report.outcome()
}
