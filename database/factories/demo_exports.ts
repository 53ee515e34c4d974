import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { addDays, dayIn } from '#core/calendar'
import { writeXlsx, type WriteCell } from '#core/xlsx/write_xlsx'
import { gtinCheckDigit } from '#core/gtin'
import { BASE_NAMES, FORMS, RX_SHARE, SUPPLIERS } from './demo_catalog.js'

/*
| Realistic branch exports for the demo chain and the benchmarks: Czech product names,
| 7-digit SÚKL codes with leading zeros, lots and expiries, prices, the twelve suppliers
| of the order screen and months of daily sales where some products never sell.
| Deterministic: the same options write the same files.
*/

export type DemoOptions = { products: number; months: number; today?: string; seed?: number }

function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Product = {
  pdk: string
  sukl: string
  name: string
  /* As SÚKL's list names it: Název, and the doplněk názvu (strength, form, pack). */
  nazev: string
  doplnek: string
  supplier: string
  ncsd: number
  otc: boolean
  daily: number
  /* EAN-13 with the Czech GS1 prefix 859, so the demo's receipt can be scanned. */
  ean: string
}

const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`

function catalog(count: number, rnd: () => number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const base = BASE_NAMES[i % BASE_NAMES.length]
    const form = FORMS[Math.floor(i / BASE_NAMES.length) % FORMS.length]
    const variant = Math.floor(i / (BASE_NAMES.length * FORMS.length))
    const ncsd = Math.round((20 + rnd() * 480) * 100) / 100
    /* 15 % never sell at this branch; the rest sell between a pack a month and 5 a day. */
    const daily = rnd() < 0.15 ? 0 : Math.round((0.03 + rnd() ** 2 * 5) * 1000) / 1000
    return {
      pdk: String(100000 + i),
      sukl: String((i * 7919 + 1234) % 10_000_000).padStart(7, '0'),
      name: `${base} ${form}${variant ? ` (${variant + 1})` : ''}`,
      nazev: `${base}${variant ? ` (${variant + 1})` : ''}`,
      doplnek: form,
      supplier: SUPPLIERS[(i * 7) % SUPPLIERS.length],
      ncsd,
      otc: rnd() > RX_SHARE,
      daily,
      ean: withCheckDigit(`859${String(100_000 + i).padStart(9, '0')}`),
    }
  })
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** Writes sklad, pohyby and karty (.xlsx) of one branch into `dir`; returns their paths. */
export async function writeBranchExports(dir: string, branchCode: string, options: DemoOptions) {
  const today = options.today ?? dayIn(new Date())
  const rnd = random((options.seed ?? 42) * 1000 + Number(branchCode.replace(/\D/g, '') || 0))
  const products = catalog(options.products, random(options.seed ?? 42))
  const rates = products.map((p) => (p.daily === 0 ? 0 : p.daily * (0.5 + rnd())))
  await mkdir(dir, { recursive: true })

  const skladRows: WriteCell[][] = []
  products.forEach((p, i) => {
    const daily = rates[i]
    const lots = 1 + Math.floor(rnd() * 2)
    for (let l = 0; l < lots; l++) {
      const cover =
        daily === 0
          ? 1 + Math.floor(rnd() * 12)
          : Math.max(1, Math.round(daily * (15 + rnd() * 400)))
      const qty = Math.max(1, Math.round(cover / lots))
      const expiry = addDays(today, Math.floor(-10 + rnd() * 900))
      const lot = `${p.pdk.slice(-3)}${String.fromCharCode(65 + l)}${Math.floor(rnd() * 90000 + 10000)}`
      skladRows.push([
        p.pdk,
        p.name,
        qty,
        p.sukl,
        lot,
        asDate(expiry),
        p.ncsd,
        Math.round(p.ncsd * 1.32 * 100) / 100,
        p.supplier,
        p.ean,
      ])
    }
  })
  const sklad = join(dir, 'sklad.xlsx')
  await writeXlsx(
    sklad,
    [
      'PDK',
      'Název',
      'Množství',
      'Kód SÚKL',
      'Šarže',
      'Exspirace',
      'NCSD',
      'PC',
      'Dodavatel',
      'EAN',
    ],
    skladRows
  )

  const karty = join(dir, 'karty.xlsx')
  await writeXlsx(
    karty,
    [
      'PDK',
      'Název',
      'Kód SÚKL',
      'Min. zásoba',
      'Max. zásoba',
      'Dodavatel',
      'Výrobce',
      'Volně prodejný',
    ],
    products.map((p, i) => [
      p.pdk,
      p.name,
      p.sukl,
      Math.ceil(rates[i] * 7),
      Math.ceil(rates[i] * 30) + 1,
      p.supplier,
      p.supplier,
      p.otc ? 'ano' : 'ne',
    ])
  )

  const days = options.months * 30
  function* movements(): Generator<WriteCell[]> {
    for (let d = days; d >= 0; d--) {
      const day = asDate(addDays(today, -d))
      for (const [i, product] of products.entries()) {
        const rate = rates[i]
        if (rate === 0) continue
        /* One row per product and day with the day's sales, when there were any. */
        let sold = 0
        for (let k = rate; k > 0; k--) if (rnd() < Math.min(1, k)) sold++
        const pc = Math.round(product.ncsd * 1.32 * 100) / 100
        if (sold > 0) yield [day, product.pdk, -sold, 'Prodej', pc, null]
        if (rnd() < rate / 60)
          yield [day, product.pdk, Math.ceil(rate * 20), 'Příjem', product.ncsd, null]
      }
    }
  }
  const pohyby = join(dir, 'pohyby.xlsx')
  await writeXlsx(pohyby, ['Datum', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže'], movements())

  return { sklad, pohyby, karty }
}

/**
 * The demo chain's price lists over the same catalog: an action leaflet valid this month
 * (about one product in eight, some priced below purchase) and two reimbursement lists, the
 * newer one changing about one úhrada in five, so every report has something to show.
 */
export async function writeDemoPriceLists(dir: string, options: DemoOptions) {
  const today = options.today ?? dayIn(new Date())
  const rnd = random((options.seed ?? 42) * 7 + 3)
  const products = catalog(options.products, random(options.seed ?? 42))
  await mkdir(dir, { recursive: true })

  const leaflet = join(dir, 'letak.xlsx')
  await writeXlsx(
    leaflet,
    ['Kód SÚKL', 'PDK', 'Název', 'Akční nákupní cena', 'Akční prodejní cena', 'Dodavatel'],
    products
      .filter((_, i) => i % 8 === 3)
      .map((p) => {
        const purchase = Math.round(p.ncsd * (0.7 + rnd() * 0.2) * 100) / 100
        const selling = Math.round(p.ncsd * (0.85 + rnd() * 0.4) * 100) / 100
        return [p.sukl, p.pdk, p.name, purchase, selling, p.supplier]
      })
  )

  /* Shaped like SÚKL's list of prices and reimbursements: its title above the header, SÚKL's
     column names, Název and Doplněk apart. */
  const uhrady = (file: string, change: boolean) =>
    writeXlsx(
      join(dir, file),
      ['Seznam cen a úhrad léčivých přípravků (demo)'],
      [
        [],
        [
          'Kód SÚKL',
          'Název',
          'Doplněk',
          'Úhrada',
          'Max. cena LP',
          'Doplatek',
          'Započitatelný doplatek',
        ],
        ...products
          .filter((p) => !p.otc)
          .map((p, i) => {
            const base = Math.round(p.ncsd * 0.8 * 100) / 100
            const uhrada =
              change && i % 5 === 1 ? Math.round(base * (0.8 + rnd() * 0.35) * 100) / 100 : base
            const max = Math.round(p.ncsd * 1.3 * 100) / 100
            const doplatek = Math.max(0, Math.round((max - uhrada) * 100) / 100)
            return [p.sukl, p.nazev, p.doplnek, uhrada, max, doplatek, Math.min(doplatek, 40)]
          }),
      ]
    )
  await uhrady('uhrady_puvodni.xlsx', false)
  await uhrady('uhrady_nove.xlsx', true)
  const monthStart = `${today.slice(0, 8)}01`
  const nextMonth = `${addDays(monthStart, 40).slice(0, 8)}01`
  return {
    leaflet: { path: leaflet, validFrom: monthStart, validTo: addDays(nextMonth, -1) },
    uhrady: [
      {
        path: join(dir, 'uhrady_puvodni.xlsx'),
        validFrom: `${addDays(monthStart, -45).slice(0, 8)}01`,
      },
      { path: join(dir, 'uhrady_nove.xlsx'), validFrom: monthStart },
    ],
  }
}
