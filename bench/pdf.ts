/*
| `BENCH=pdf npm run bench`: render times of the PDF engine (app/core/pdf/report.ts) on
| this machine, in one process as the pdf worker runs it (fonts read once): a 1-page
| převodka (p50 / p90 of 60 renders after 5 warm-ups) and a 20-page table report.
| Reports figures; asserts nothing.
*/
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderReport, type ReportDefinition } from '#core/pdf/report'
import { czDate, czKc, czNumber } from '#core/format_cz'
import { SETUP_ONLY, reportReady } from './setup_only.js'

const TMP = join(new URL('../', import.meta.url).pathname, 'tmp/bench')

const names = [
  'PARALEN 500MG TBL 24',
  'IBALGIN 400MG TBL 100 (BLISTR) – NÁHRADNÍ BALENÍ',
  'ŽALUDEČNÍ ČAJ 20×1,5 G',
]

function prevodka(lines: number): ReportDefinition {
  return {
    title: 'Převodka 1 → 2',
    branch: '1 – Lékárna U Lva',
    generatedAt: new Date(),
    blocks: [
      { type: 'heading', text: 'Převodka' },
      {
        type: 'fields',
        fields: [
          ['Datum', czDate(new Date())],
          ['Z pobočky', '1 – Lékárna U Lva'],
          ['Do pobočky', '2 – Lékárna Na Růžku'],
        ],
      },
      {
        type: 'table',
        columns: [
          { header: 'PDK', width: 25 },
          { header: 'Název', width: 85 },
          { header: 'Množství', width: 20, align: 'right' },
          { header: 'Expirace', width: 28 },
          { header: 'Šarže', width: 28 },
        ],
        rows: Array.from({ length: lines }, (_, i) => [
          `P${1000 + i}`,
          names[i % 3],
          czNumber(i + 1),
          czDate('2027-03-31'),
          `L-${i}`,
        ]),
      },
      { type: 'page', layout: 'landscape' },
      {
        type: 'draw',
        draw: (doc, area) =>
          doc.fontSize(14).text('Odesílatel / Příjemce', area.left, area.top + 60),
      },
    ],
  }
}

function tableReport(rows: number): ReportDefinition {
  return {
    title: 'Přehled nadzásob',
    branch: '7 – Lékárna Na Náměstí',
    generatedAt: new Date(),
    blocks: [
      {
        type: 'table',
        columns: [
          { header: 'PDK', width: 20 },
          { header: 'Název', width: 66 },
          { header: 'Zásoba', width: 18, align: 'right' },
          { header: 'Spotřeba / měs.', width: 20, align: 'right' },
          { header: 'Krytí (měs.)', width: 18, align: 'right' },
          { header: 'Přebytek ks', width: 18, align: 'right' },
          { header: 'Hodnota', width: 26, align: 'right' },
        ],
        rows: Array.from({ length: rows }, (_, i) => [
          `P${i}`,
          names[i % 3],
          czNumber(40 + i),
          czNumber(3.5, 1),
          czNumber(11.4, 1),
          czNumber(19),
          czKc(1234.5 + i),
        ]),
        totals: ['', 'Celkem', '', '', '', czNumber(19 * rows), czKc(1234.5 * rows)],
      },
    ],
  }
}

async function time(def: () => ReportDefinition, runs: number) {
  const times: number[] = []
  let bytes = Buffer.alloc(0)
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    bytes = await renderReport(def())
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { times, bytes }
}

export async function main() {
  mkdirSync(TMP, { recursive: true })
  if (SETUP_ONLY) {
    const one = await time(() => prevodka(2), 1)
    const report = await time(() => tableReport(5), 1)
    return reportReady('pdf', { bytes: [one.bytes.length, report.bytes.length] })
  }
  await time(() => prevodka(12), 5)
  const small = await time(() => prevodka(12), 60)
  const pct = (p: number) => small.times[Math.floor(small.times.length * p)].toFixed(1)
  writeFileSync(join(TMP, 'prevodka.pdf'), small.bytes)

  let rows = 860
  let big = await time(() => tableReport(rows), 1)
  writeFileSync(join(TMP, 'report.pdf'), big.bytes)
  const pagesOf = (file: string) =>
    Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1])
  /* Aim at exactly 20 pages whatever the row height. */
  for (
    let pages = pagesOf(join(TMP, 'report.pdf'));
    pages !== 20;
    pages = pagesOf(join(TMP, 'report.pdf'))
  ) {
    rows = Math.round((rows * 20) / pages) - (pages > 20 ? 1 : 0)
    big = await time(() => tableReport(rows), 1)
    writeFileSync(join(TMP, 'report.pdf'), big.bytes)
  }
  big = await time(() => tableReport(rows), 5)

  console.table([
    {
      'document': 'převodka, 1 page + address page',
      'p50 ms': pct(0.5),
      'p90 ms': pct(0.9),
      'size KB': Math.round(small.bytes.length / 1024),
    },
    {
      'document': `table report, 20 pages (${rows} rows)`,
      'p50 ms': big.times[2].toFixed(0),
      'p90 ms': big.times[4].toFixed(0),
      'size KB': Math.round(big.bytes.length / 1024),
    },
  ])
}
