import { mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { today, writeSampleExport } from '../helpers/exports.js'

/*
| The chain at work while a data host fails: reads, an administrator creating tasks, sign-ins
| and branches uploading exports, each loop sending its next request when the previous one
| answered. Every answer is recorded with what it acknowledged (a task's id, an upload's
| batch), so a test can check afterwards that whatever got a 2xx is really there.
*/

export type Answer = {
  kind: 'read' | 'write' | 'login' | 'upload' | 'meta'
  status: number | null
  /** The JSON `message` of an error answer (the product's, in Czech). */
  message?: string
  /** The request's id an error answer names (the server's log lines carry it). */
  requestId?: string
  /** An error answer that is not the product's JSON (a balancer's page), or a failed request. */
  raw?: string
  /** What a 2xx acknowledged: the created task's id, the accepted upload's batch id. */
  id?: string
  at: number
  ms: number
}

export type TrafficOptions = {
  baseUrl: string
  reader: string
  admin: string
  login: { email: string; password: string }
  /** Branch code → token of its user; each branch uploads, waits for its batch, uploads again. */
  uploaders: Record<string, string>
  dir: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function traffic(options: TrafficOptions) {
  const answers: Answer[] = []
  let running = true

  async function send(kind: Answer['kind'], path: string, init: RequestInit = {}) {
    const at = Date.now()
    try {
      const res = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(30_000),
      })
      const text = await res.text()
      let body: any = null
      try {
        body = JSON.parse(text)
      } catch {}
      const answer: Answer = { kind, status: res.status, at, ms: Date.now() - at }
      if (!res.ok && typeof body?.requestId === 'string') answer.requestId = body.requestId
      if (!res.ok && typeof body?.message === 'string') answer.message = body.message
      else if (!res.ok) answer.raw = text.slice(0, 200)
      answers.push(answer)
      return { answer, body }
    } catch (error) {
      const answer: Answer = { kind, status: null, raw: String(error), at, ms: Date.now() - at }
      answers.push(answer)
      return { answer, body: null }
    }
  }
  const json = (token: string | null, body: unknown): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

  const reads = async () => {
    while (running) {
      const { answer } = await send('read', '/api/pool/LEMON/1?limit=50', bearer(options.reader))
      /* A refusal comes back at once; a client asks again after a moment, not in a tight loop. */
      if (answer.status === null || answer.status >= 300) await sleep(100)
    }
  }
  let n = 0
  const writes = async () => {
    while (running) {
      const title = `Kontrola při výpadku ${++n}`
      const { answer, body } = await send(
        'write',
        '/api/tasks',
        json(options.admin, { title, pharmacyCodes: ['2'], dueDate: today() })
      )
      if (answer.status !== null && answer.status < 300) answer.id = String(body?.id)
      await sleep(100)
    }
  }
  const logins = async () => {
    while (running) {
      await send('login', '/api/auth/login', json(null, options.login))
      /* Below the sign-in routes' limit per client address (60 a minute): the test is one. */
      await sleep(1500)
    }
  }
  const uploads = async (code: string, token: string) => {
    while (running) {
      const files = writeSampleExport(mkdtempSync(join(options.dir, `traffic-${code}-`)))
      const form = new FormData()
      for (const [field, file] of Object.entries(files)) {
        form.append(field, new Blob([readFileSync(file)]), `${field}.xlsx`)
      }
      const { answer, body } = await send('upload', `/api/upload/LEMON/${code}`, {
        method: 'POST',
        body: form,
        ...bearer(token),
      })
      if (answer.status !== 202) {
        await sleep(500)
        continue
      }
      answer.id = String(body?.batchId)
      /* The branch's next export only when this one is processed (else 409: still running). */
      while (running) {
        const meta = await send('meta', `/api/upload/LEMON/${code}/meta`, bearer(token))
        if (meta.body?.status === 'done' || meta.body?.status === 'failed') break
        await sleep(500)
      }
    }
  }

  const loops = [
    reads(),
    reads(),
    writes(),
    logins(),
    ...Object.entries(options.uploaders).map(([code, token]) => uploads(code, token)),
  ]
  return {
    answers,
    async stop() {
      running = false
      await Promise.all(loops)
      return answers
    },
  }
}

/** Counts of answers by kind and status (`error` when there was no answer). */
export function tally(answers: Answer[]) {
  const counts: Record<string, number> = {}
  for (const a of answers) {
    const key = `${a.kind} ${a.status ?? 'error'}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/*
| An upload answered 503 because the database went away just as it committed may have been
| recorded after all (the commit's outcome is unknown to the request); the product then
| finishes it (its job, or the recovery of lost jobs), and the branch's next upload is told
| the truth: the previous export is still being processed.
*/
const STILL_RUNNING = 'Zpracování předchozího exportu ještě běží.'

/** Answers that are neither a 2xx nor a 503 with a message: what a user must never get. */
export function unacceptable(answers: Answer[]) {
  return answers.filter(
    (a) =>
      !(a.status !== null && a.status >= 200 && a.status < 300) &&
      !(a.status === 503 && typeof a.message === 'string' && a.message.length > 0) &&
      !(a.kind === 'upload' && a.status === 409 && a.message === STILL_RUNNING)
  )
}
