import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| The PDF engine (app/core/pdf/report.ts) and its queue (app/core/pdf/pdf_queue.ts): what
| every report relies on — page header, `Strana x / y`, a table continued with its header,
| Czech text and numbers — and how a request waits for the pdf worker: stored results
| reused, a Czech 503 on time-out, a failed render answered, never a hang.
*/

let ctx: TestApp
const dir = mkdtempSync(join(tmpdir(), 'pdf-engine-'))

beforeAll(async () => {
  ctx = await bootApp()
})

afterAll(async () => {
  await ctx?.close()
})

function textOf(bytes: Buffer, name: string) {
  const file = join(dir, name)
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

describe('the report engine', () => {
  test('a long table continues over pages with its header, page numbers and Czech formats', async () => {
    const { renderReport } = await import('#core/pdf/report')
    const { czKc, czNumber, czDate } = await import('#core/format_cz')
    const rows = Array.from({ length: 120 }, (_, i) => [
      `P${i + 1}`,
      i === 7
        ? 'ŽLUŤOUČKÝ KŮŇ ÚPĚL ĎÁBELSKÉ ÓDY – VELMI DLOUHÝ NÁZEV, KTERÝ SE MUSÍ ZALOMIT'
        : `LÉK ${i + 1}`,
      czNumber(1000 + i),
      czKc(1234.5 * (i + 1)),
    ])
    const bytes = await renderReport({
      title: 'Zkušební přehled',
      branch: '7 – Lékárna Na Náměstí',
      generatedAt: new Date('2026-11-22T14:05:00Z'),
      blocks: [
        { type: 'heading', text: 'Zkušební přehled' },
        {
          type: 'fields',
          fields: [['Platnost', `${czDate('2026-12-01')} – ${czDate('2026-12-31')}`]],
        },
        {
          type: 'table',
          columns: [
            { header: 'PDK', width: 20 },
            { header: 'Název', width: 90 },
            { header: 'Množství', width: 30, align: 'right' },
            { header: 'Hodnota', width: 46, align: 'right' },
          ],
          rows,
          totals: ['', 'Celkem', czNumber(120), czKc(1234.5 * 7260)],
        },
      ],
    })
    const text = textOf(bytes, 'engine.pdf')
    const info = execFileSync('pdfinfo', [join(dir, 'engine.pdf')]).toString()
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1])
    expect(pages).toBeGreaterThanOrEqual(3)
    const byPage = text.split('\f').filter((p) => p.trim())
    expect(byPage).toHaveLength(pages)
    byPage.forEach((page, i) => {
      expect(page).toContain('Zkušební přehled')
      expect(page).toContain('Pobočka 7 – Lékárna Na Náměstí')
      expect(page).toContain('Vygenerováno 22. 11. 2026 15:05')
      expect(page).toContain(`Strana ${i + 1} / ${pages}`)
      expect(page).toMatch(/PDK\s+Název\s+Množství\s+Hodnota/)
    })
    expect(text).toContain('Platnost:')
    expect(text).toContain('1. 12. 2026 – 31. 12. 2026')
    expect(text).toMatch(/P1\s+LÉK 1\s+1 000\s+1 234,50 Kč/)
    expect(text).toMatch(/P120\s+LÉK 120\s+1 119\s+148 140,00 Kč/)
    expect(text).toContain('ŽLUŤOUČKÝ KŮŇ ÚPĚL ĎÁBELSKÉ ÓDY')
    expect(byPage.at(-1)).toMatch(/Celkem\s+120\s+8 962 470,00 Kč/)
  })

  test('an empty table shows its empty text', async () => {
    const { renderReport } = await import('#core/pdf/report')
    const bytes = await renderReport({
      title: 'Prázdný',
      branch: null,
      generatedAt: new Date(),
      blocks: [
        {
          type: 'table',
          columns: [{ header: 'PDK', width: 20 }],
          rows: [],
          emptyText: 'Žádné položky.',
        },
      ],
    })
    const text = textOf(bytes, 'empty.pdf')
    expect(text).toContain('Žádné položky.')
    expect(text).toContain('Strana 1 / 1')
    expect(text).not.toContain('Pobočka')
  })
})

describe('the pdf queue', () => {
  const calls = { fingerprint: 0 }
  const kind = {
    name: 'test.unknown_to_the_worker',
    async fingerprint() {
      calls.fingerprint++
      return 'v1'
    },
    async render() {
      return Buffer.from('')
    },
  }

  test('without a pdf worker the request gives up with a Czech 503', async () => {
    const { default: queueConfig } = await import('#config/queue')
    const { producePdf } = await import('#core/pdf/pdf_queue')
    const wait = queueConfig.pdfWaitMs
    queueConfig.pdfWaitMs = 400
    try {
      await expect(producePdf(kind, { n: 1 })).rejects.toMatchObject({
        status: 503,
        code: 'PDF_TIMEOUT',
        message: 'Generování PDF trvá příliš dlouho. Zkuste to prosím za chvíli znovu.',
      })
    } finally {
      queueConfig.pdfWaitMs = wait
    }
  })

  test('a render that fails is answered as a failure, not a hang', async () => {
    const stop = await startTestWorker('pdf')
    try {
      const { producePdf } = await import('#core/pdf/pdf_queue')
      await expect(producePdf(kind, { n: 1 })).rejects.toMatchObject({
        status: 500,
        code: 'PDF_FAILED',
        message: 'PDF se nepodařilo vygenerovat.',
      })
    } finally {
      await stop()
    }
  })

  test('a fingerprint that finds nothing to render answers before any job', async () => {
    const { producePdf } = await import('#core/pdf/pdf_queue')
    const { DomainError } = await import('#core/domain_error')
    const missing = {
      ...kind,
      async fingerprint(): Promise<string> {
        throw DomainError.notFound('Report není k dispozici.')
      },
    }
    await expect(producePdf(missing, {})).rejects.toMatchObject({
      status: 404,
      message: 'Report není k dispozici.',
    })
  })

  test('stored documents older than 30 days are purged, newer ones kept', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { purgeGeneratedPdfs } = await import('#core/pdf/pdf_queue')
    await db.table('generated_pdfs').multiInsert([
      {
        key: 'old',
        kind: 't',
        bytes: Buffer.from('%PDF'),
        size: 4,
        render_ms: 1,
        created_at: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        key: 'new',
        kind: 't',
        bytes: Buffer.from('%PDF'),
        size: 4,
        render_ms: 1,
        created_at: new Date(Date.now() - 29 * 86_400_000),
      },
    ])
    expect(await purgeGeneratedPdfs(30)).toBe(1)
    expect(await purgeGeneratedPdfs(30)).toBe(0)
    const keys = await db.from('generated_pdfs').select('key')
    expect(keys.map((k) => k.key)).toEqual(['new'])
  })
})
