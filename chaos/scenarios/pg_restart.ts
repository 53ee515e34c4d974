/*
| Scenario 3: PostgreSQL restarts (immediate mode: a crash, every connection cut) while a
| branch confirms 5 000 incoming items in one request. Whatever the moment of the
| restart, afterwards either every item of the request is potvrzeno with its history
| entry, or none is; the server serves again once PostgreSQL is back, and the branch can
| simply send the same confirm again.
*/
import {
  call,
  createBranchUser,
  log,
  postJson,
  Report,
  reservedItems,
  restartPostgres,
  serverError,
  sleep,
  sql,
  type Answer,
} from '../system.js'

const ITEMS = 5000
const DB_503 = 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.'
/* When the restart comes, as a share of an undisturbed confirm's duration after its first lock. */
const MOMENTS = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.2]

type Round = { delay: number; status: number; confirmed: number; history: number; inTx: boolean }

async function lockedByOthers() {
  const rows = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks l
      WHERE l.relation = 'pool_items'::regclass AND l.pid <> pg_backend_pid()
        AND l.mode IN ('RowShareLock', 'RowExclusiveLock')`
  )
  return rows[0].n > 0
}

async function state(ids: string[]) {
  const [{ confirmed, history }] = await sql<{ confirmed: number; history: number }>(
    `SELECT (SELECT count(*)::int FROM pool_items WHERE id = ANY($1::int[]) AND stav = 'potvrzeno') AS confirmed,
            (SELECT count(*)::int FROM pool_item_history WHERE pool_item_id = ANY($1::int[]) AND stav = 'potvrzeno') AS history`,
    [ids]
  )
  return { confirmed, history }
}

export async function pgRestart() {
  const report = new Report()
  const target = await createBranchUser('22')
  const rounds: Round[] = []
  const recoveries: number[] = []
  let failedAfter = 0
  let retried = 0

  /* An undisturbed confirm of as many items: how long its transaction takes. */
  const probeIds = await reservedItems('21', '22', ITEMS)
  const probeRequest = postJson('/api/transfers/confirm/LEMON/22', target, { ids: probeIds })
  while (!(await lockedByOthers())) {}
  const locked = Date.now()
  while (await lockedByOthers()) {}
  const duration = Date.now() - locked
  const probe = await probeRequest
  report.check(probe.status === 200, `an undisturbed confirm answered ${probe.status}`)
  for (const moment of MOMENTS) {
    const delay = Math.round(moment * duration)
    const ids = await reservedItems('21', '22', ITEMS)
    const request = postJson('/api/transfers/confirm/LEMON/22', target, { ids })
    /* Wait until the request's transaction holds its row locks, then cut PostgreSQL. */
    let inTx = false
    for (let i = 0; i < 4000 && !inTx; i++) inTx = await lockedByOthers()
    if (delay > 0) await sleep(delay)
    const cut = Date.now()
    restartPostgres('immediate')
    const answer: Answer = await request
    const { confirmed, history } = await state(ids)
    rounds.push({ delay, status: answer.status, confirmed, history, inTx })
    log(
      `restart ${delay} ms into the transaction: ${answer.status}, ${confirmed}/${ITEMS} potvrzeno`
    )

    report.check(
      (confirmed === 0 && history === 0) || (confirmed === ITEMS && history === ITEMS),
      `partial bulk confirm: ${confirmed} items potvrzeno, ${history} history entries of ${ITEMS}`
    )
    if (answer.status === 200)
      report.check(confirmed === ITEMS, `answered 200 but ${confirmed} of ${ITEMS} confirmed`)
    else
      report.check(
        answer.status === 503 && answer.body?.message === DB_503,
        `a confirm cut by the restart answered ${answer.status} ${answer.text.slice(0, 160)} ${serverError(answer.body?.requestId)}`
      )

    /* The server serves again: the first read answering 200 after the restart. */
    let recovered = -1
    for (let i = 0; i < 100; i++) {
      const res = await call('/api/transfers/incoming/LEMON/22?page=1&limit=10', target)
      if (res.status === 200) {
        recovered = Date.now() - cut
        break
      }
      failedAfter++
      await sleep(100)
    }
    recoveries.push(recovered)
    report.check(recovered >= 0, 'the server did not serve again after the restart')

    /* A confirm that did not happen is simply sent again. */
    if (confirmed === 0) {
      const again = await postJson('/api/transfers/confirm/LEMON/22', target, { ids })
      const after = await state(ids)
      report.check(
        again.status === 200 && after.confirmed === ITEMS,
        `the repeated confirm answered ${again.status}, ${after.confirmed} potvrzeno`
      )
      retried++
    }
  }

  const cutMid = rounds.filter((r) => r.status !== 200).length
  report.check(cutMid > 0, 'no restart hit a running confirm (all answered 200)')
  report.figure('"restart at" moments', MOMENTS.map((m) => `${m * 100}%`).join(', '))
  report.figure('items per confirm', ITEMS)
  report.figure(
    'undisturbed confirm: request / its transaction',
    `${probe.ms.toFixed(0)} / ${duration} ms`
  )
  report.figure(
    'rounds (status → potvrzeno)',
    rounds
      .map(
        (r) =>
          `+${r.delay}ms: ${r.status}→${r.confirmed === ITEMS ? 'all' : r.confirmed === 0 ? 'none' : r.confirmed}`
      )
      .join(', ')
  )
  report.figure('rounds answered 503 / 200', `${cutMid} / ${rounds.length - cutMid}`)
  report.figure('repeated confirms after rollback (all 200)', retried)
  report.figure('reads failing after a restart', failedAfter)
  report.figure(
    'first 200 after restart',
    recoveries.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')
  )
  return report.outcome()
}
