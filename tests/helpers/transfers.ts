import { addDays } from '#core/calendar'
import { today } from './exports.js'

/**
 * Two branches whose exports make a known match (batch day = today):
 * branch A holds PARALEN (A1, lot L-A1, 50 pcs, 30 days left, sells 1/day → surplus 20)
 * and ESSENTIALE (E5, lot L-E5, 30 pcs, 20 days left, never sold → surplus 30);
 * branch B sells A1 2/day and E5 3/day and holds neither, so both items go to B with
 * probability 100. B's only lot (Z9) sells nowhere and stays aktivní.
 */
export function transferExports(day = today()) {
  const header = [
    'PDK',
    'Název',
    'Množství',
    'Kód SÚKL',
    'Šarže',
    'Exspirace',
    'NCSD',
    'PC',
    'Dodavatel',
  ]
  const karty = [
    ['PDK', 'Název'],
    ['A1', 'PARALEN 500MG TBL 24'],
    ['E5', 'ESSENTIALE FORTE CPS 50'],
    ['Z9', 'ZINNAT 250MG TBL 10'],
  ]
  const movements = (rows: [string, number][]) => {
    const out: unknown[][] = [['Datum', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže']]
    for (let i = 0; i < 182; i++)
      for (const [pdk, qty] of rows) out.push([addDays(day, -i), pdk, -qty, 'Prodej', 50, ''])
    return out
  }
  return {
    a: {
      sklad: [
        header,
        [
          'A1',
          'PARALEN 500MG TBL 24',
          50,
          '0012345',
          'L-A1',
          addDays(day, 30),
          23.5,
          39.9,
          'Zentiva, k.s.',
        ],
        [
          'E5',
          'ESSENTIALE FORTE CPS 50',
          30,
          '0054321',
          'L-E5',
          addDays(day, 20),
          180,
          259,
          'Sanofi',
        ],
      ],
      pohyby: movements([['A1', 1]]),
      karty,
    },
    b: {
      sklad: [header, ['Z9', 'ZINNAT 250MG TBL 10', 1, '0099999', 'L-Z9', null, 99, 150, 'GSK']],
      pohyby: movements([
        ['A1', 2],
        ['E5', 3],
      ]),
      karty,
    },
  }
}

/** Polls until `check` holds (matching runs just after an upload is marked done). */
export async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error('condition not reached in time')
}
