import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

/*
| Price lists and voucher exports are read by the imports worker (issue #20): the upload
| answers 202 with an id, and `GET …/upload/{id}` tells the outcome. These helpers send an
| upload as the screens do and follow it to its end.
*/

export type SheetUploadOutcome = {
  /** The answer to the POST itself (202, or 4xx for what is refused at once). */
  status: number
  body: any
  /** The upload's last status when it was accepted: `done` with `result`, or `failed`. */
  upload: any | null
}

/** `/api/uhrady-admin/upload` → `/api/uhrady-admin/upload/7`; vouchers alike. */
export const statusPath = (path: string, id: string) =>
  path.replace(/\/(upload|poukazky)$/, `/upload/${id}`)

/** Follows an accepted upload until the worker is done with it. */
export async function followUpload(
  baseUrl: string,
  path: string,
  token: string,
  uploadId: string,
  timeoutMs = 60_000
) {
  const started = Date.now()
  for (;;) {
    const res = await fetch(`${baseUrl}${statusPath(path, uploadId)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await res.json()) as any
    if (res.status !== 200) throw new Error(`upload status ${res.status}: ${JSON.stringify(body)}`)
    if (body.status === 'done' || body.status === 'failed') return body
    if (Date.now() - started > timeoutMs) throw new Error(`upload ${uploadId} still ${body.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function follow(
  baseUrl: string,
  path: string,
  token: string,
  res: Response
): Promise<SheetUploadOutcome> {
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  if (res.status !== 202) return { status: res.status, body, upload: null }
  return {
    status: res.status,
    body,
    upload: await followUpload(baseUrl, path, token, body.uploadId),
  }
}

/** A multipart upload (`file` for price lists, `poukazky` for vouchers) and its outcome. */
export async function sendSheet(
  baseUrl: string,
  path: string,
  token: string,
  fields: Record<string, string>,
  file?: string,
  field = path.endsWith('/poukazky') ? 'poukazky' : 'file'
): Promise<SheetUploadOutcome> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append(field, new Blob([readFileSync(file)]), basename(file))
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return follow(baseUrl, path, token, res)
}

/** A JSON upload naming a server file (`filePath`) and its outcome. */
export async function sendSheetJson(
  baseUrl: string,
  path: string,
  token: string,
  body: Record<string, unknown>
): Promise<SheetUploadOutcome> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
  })
  return follow(baseUrl, path, token, res)
}
