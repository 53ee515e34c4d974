import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A 200 PDF answer saved as `dir/fileName`, read by `pdftotext -layout`; throws otherwise. */
async function pdfText(res: Response, path: string, dir: string, fileName: string) {
  if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') {
    throw new Error(`${path}: ${res.status} ${await res.text()}`)
  }
  const file = join(dir, fileName)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

/** GETs a PDF and returns its text as `pdftotext -layout` lays it out (see postPdfText). */
export async function getPdfText(
  baseUrl: string,
  path: string,
  token: string,
  dir: string,
  fileName: string
) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return pdfText(res, path, dir, fileName)
}

/**
 * POSTs to a PDF endpoint and returns the document's text as `pdftotext -layout` lays it
 * out (the file is kept in `dir`); throws with the answer when it is not a 200 PDF.
 */
export async function postPdfText(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
  dir: string,
  fileName: string
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return pdfText(res, path, dir, fileName)
}

/** The table rows of a pdftotext layout whose first cell matches `first`, split into cells. */
export function tableRows(text: string, first: RegExp) {
  return text
    .split('\n')
    .filter((line) => first.test(line.trim().split(/\s{2,}/)[0]))
    .map((line) => line.trim().split(/\s{2,}/))
}
