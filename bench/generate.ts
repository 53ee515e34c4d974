import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import { addDays, dayIn } from '#core/calendar'
import { writeXlsx } from '#core/xlsx/write_xlsx'

/*
| Benchmark exports of a fixed shape: `products` sklad and karty rows and exactly
| `movements` pohyby rows over the last 182 days, 12 columns wide like a real export.
*/
export async function writeBenchExports(dir: string, products: number, movements: number) {
  await mkdir(dir, { recursive: true })
  const today = dayIn(new Date())
  const pdk = (i: number) => String(100000 + (i % products))
  const name = (i: number) => `PŘÍPRAVEK ${i % products} 500MG TBL NOB 24`
  const date = (day: string) => new Date(`${day}T00:00:00Z`)

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
      'Sklad',
      'Regál',
      'Poznámka',
    ],
    (function* () {
      for (let i = 0; i < products; i++) {
        yield [
          pdk(i),
          name(i),
          1 + (i % 40),
          String(i).padStart(7, '0'),
          `L${i}`,
          date(addDays(today, (i % 700) - 20)),
          12.5 + (i % 300),
          19.9 + (i % 300),
          'Zentiva, k.s.',
          'Hlavní',
          `R${i % 50}`,
          '',
        ]
      }
    })()
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
      'ATC',
      'DPH',
      'Balení',
      'Poznámka',
    ],
    (function* () {
      for (let i = 0; i < products; i++) {
        yield [
          pdk(i),
          name(i),
          String(i).padStart(7, '0'),
          i % 5,
          10 + (i % 20),
          'Zentiva, k.s.',
          'Zentiva',
          i % 2 ? 'ano' : 'ne',
          'N02BE01',
          12,
          24,
          '',
        ]
      }
    })()
  )
  const pohyby = join(dir, 'pohyby.xlsx')
  await writeXlsx(
    pohyby,
    [
      'Datum',
      'PDK',
      'Množství',
      'Typ pohybu',
      'Cena',
      'Šarže',
      'Doklad',
      'Pokladna',
      'Uživatel',
      'Pacient',
      'Recept',
      'Poznámka',
    ],
    (function* () {
      for (let i = 0; i < movements; i++) {
        const sale = i % 10 !== 0
        yield [
          date(addDays(today, -(i % 182))),
          pdk(i * 7),
          sale ? -1 - (i % 3) : 20,
          sale ? 'Prodej' : 'Příjem',
          19.9 + (i % 300),
          `L${(i * 7) % products}`,
          `D${i}`,
          'P1',
          'lekarnik',
          '',
          sale ? 'R' : '',
          '',
        ]
      }
    })()
  )
  return { sklad, karty, pohyby }
}
