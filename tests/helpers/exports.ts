import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect } from 'vitest'
import * as XLSX from 'xlsx'
import { addDays, dayIn } from '#core/calendar'
import type { apiClient } from './http.js'

export const today = () => dayIn(new Date())

export function writeXlsx(path: string, rows: unknown[][]) {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Export')
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }))
  return path
}

/**
 * A small branch export with known outcomes (batch day = today):
 * A1 sells 1/day and has 50 pcs expiring in 30 days → ohrožený, surplus 20;
 * B2 never sold → ležák; C3 sells, expires far → neither, and is under its minimum;
 * D4 is only on a stock card with minimum 3 → stock 0.
 */
export function sampleExport(day = today()) {
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'Šarže', 'Exspirace', 'NCSD', 'PC', 'Dodavatel'],
    [
      'A1',
      'PARALEN 500MG TBL 24',
      50,
      '0012345',
      'L-A1',
      addDays(day, 30).split('-').reverse().join('.'),
      23.5,
      39.9,
      'Zentiva',
    ],
    ['B2', 'IBALGIN 400 TBL 30', 10, '0054321', 'L-B2', null, 41.2, 69, 'Sanofi'],
    ['C3', 'ZYRTEC 10MG TBL 30', 5, '0099999', 'L-C3', addDays(day, 400), 120, 189, 'UCB'],
  ]
  const karty = [
    ['PDK', 'Název přípravku', 'Min. zásoba', 'Max. zásoba', 'Volně prodejný'],
    ['A1', 'PARALEN 500MG TBL 24', 5, 80, 'ano'],
    ['B2', 'IBALGIN 400 TBL 30', 0, 20, 'ano'],
    ['C3', 'ZYRTEC 10MG TBL 30', 20, 40, 'ne'],
    ['D4', 'XYZAL 5MG TBL 30', 3, 10, 'ne'],
  ]
  const pohyby: unknown[][] = [['Datum pohybu', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže']]
  for (let i = 0; i < 182; i++) pohyby.push([addDays(day, -i), 'A1', -1, 'Prodej', 39.9, 'L-A1'])
  for (let i = 0; i < 100; i++)
    pohyby.push([addDays(day, -i), 'C3', -1, 'Výdej na recept', 189, 'L-C3'])
  pohyby.push([addDays(day, -10), 'B2', 10, 'Příjem', 41.2, 'L-B2'])
  return { sklad, karty, pohyby }
}

/** Writes the three required files of an export into `dir` as sklad/pohyby/karty.xlsx. */
export function writeSampleExport(dir: string, data = sampleExport()) {
  return {
    sklad: writeXlsx(join(dir, 'sklad.xlsx'), data.sklad),
    pohyby: writeXlsx(join(dir, 'pohyby.xlsx'), data.pohyby),
    karty: writeXlsx(join(dir, 'karty.xlsx'), data.karty),
  }
}

/**
 * Posts export files as the browser does: one multipart field per kind (`sklad`,
 * `pohyby`, …) holding the file at that path under its own name.
 */
export async function uploadExport(
  baseUrl: string,
  token: string,
  path: string,
  files: Record<string, string>
) {
  const form = new FormData()
  for (const [field, file] of Object.entries(files))
    form.append(field, new Blob([readFileSync(file)]), basename(file))
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** Polls the upload meta until its batch is done or failed, and returns that meta. */
export async function waitForUpload(
  api: ReturnType<typeof apiClient>,
  token: string,
  metaPath: string,
  timeoutMs = 30_000
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const meta = await api.get(metaPath, token)
    if (meta.body.status === 'done' || meta.body.status === 'failed') return meta.body
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the export job did not finish in ${timeoutMs / 1000} s`)
}

/**
 * A branch of LEMON uploads its export through the real multipart upload (the files are
 * written under a new folder in `dir`) and the job runs to `done`; anything else fails the
 * test. Resolves to the final upload meta.
 */
export async function uploadAndProcess(
  ctx: { baseUrl: string },
  api: ReturnType<typeof apiClient>,
  branch: { code: string; token: string },
  files: NonNullable<Parameters<typeof writeSampleExport>[1]>,
  dir: string
) {
  const path = `/api/upload/LEMON/${branch.code}`
  const written = writeSampleExport(mkdtempSync(join(dir, `${branch.code}-`)), files)
  expect((await uploadExport(ctx.baseUrl, branch.token, path, written)).status).toBe(202)
  const meta = await waitForUpload(api, branch.token, `${path}/meta`)
  expect(meta.status).toBe('done')
  return meta
}

/** Movements a branch's reports count: each day's rows from the upload that owns that day. */
export async function effectiveMovements(firma: string, pharmacyCode: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS n FROM pohyby_segments s
       JOIN pohyby p ON p.batch_id = s.batch_id AND p.datum BETWEEN s.date_from AND s.date_to
      WHERE s.firma = ? AND s.pharmacy_code = ?`,
    [firma, pharmacyCode]
  )
  return rows[0].n as number
}

/** An upload of the branch's history (export_batches) as a test writes it. */
export type UploadSeed = {
  status: 'queued' | 'processing' | 'done' | 'failed'
  hoursAgo: number
  /** The uploader's username; null for the inbox folder or a deleted account. */
  by: string | null
  /** The inbox folder it came from (`LEMON/0001`). */
  inbox?: string
  counts?: Record<string, number>
  skipped?: number
  error?: string
  odpisy?: boolean
}

/**
 * Writes the uploads of a branch's history, oldest first, whole seconds before now; a
 * finished one took `takesMs`. Resolves to their ids in the same order.
 */
export async function seedUploads(
  seeds: UploadSeed[],
  { firma = 'LEMON', pharmacyCode = '1', takesMs = 90_000 } = {}
): Promise<number[]> {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const users = await db.from('users').select('id', 'username')
  const now = Date.now()
  const ids: number[] = []
  for (const seed of seeds) {
    const createdAt = new Date(Math.floor((now - seed.hoursAgo * 3_600_000) / 1000) * 1000)
    const running = seed.status === 'queued' || seed.status === 'processing'
    const [row] = await db
      .table('export_batches')
      .insert({
        firma,
        pharmacy_code: pharmacyCode,
        status: seed.status,
        counts: JSON.stringify(seed.counts ?? {}),
        skipped: JSON.stringify({ count: seed.skipped ?? 0, examples: [] }),
        error: seed.error ?? null,
        files: JSON.stringify({}),
        has_odpisy: seed.odpisy ?? false,
        created_by: seed.by === null ? null : users.find((u) => u.username === seed.by)!.id,
        origin: seed.inbox ? JSON.stringify({ via: 'inbox', folder: seed.inbox }) : null,
        created_at: createdAt,
        finished_at: running ? null : new Date(createdAt.getTime() + takesMs),
      })
      .returning('id')
    ids.push(row.id)
  }
  return ids
}
