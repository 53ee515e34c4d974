import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/* The branch stock lot by lot (/pharmacy/lots, "Šarže a expirace"): the current export's lots. */

/** One lot of the branch stock (a sklad row of the current export). */
export interface LotRow {
  id: string
  _id?: string
  pdk: string
  kodVZP: string | null
  nazev: string
  sarze: string | null
  /** `YYYY-MM-DD`, or null for a lot without expiry. */
  exspirace: string | null
  zbyvaDni: number | null
  mnozstvi: number
}

/** `pdk`: the lots of one product, as the header search's stock result opens them. */
export const lotsList = defineList({
  sorts: ['pdk', 'nazev', 'sarze', 'exspirace', 'zbyvaDni', 'mnozstvi'],
  filters: { pdk: { kind: 'text', maxLength: 40 } },
  headers: {
    pdk: 'PDK',
    nazev: 'Název',
    sarze: 'Šarže',
    exspirace: 'Expirace',
    zbyvaDni: 'Zbývá dní',
    mnozstvi: 'Množství',
  },
  /* The workbook has always spelt the expiry as the exports do, and adds the days left. */
  excel: {
    fileName: 'sarze_a_expirace',
    sheet: 'Šarže a expirace',
    columns: [
      { key: 'pdk', width: 12 },
      { key: 'nazev', width: 40 },
      { key: 'sarze', width: 14 },
      { key: 'exspirace', header: 'Exspirace', width: 12 },
      { key: 'zbyvaDni', width: 10 },
      { key: 'mnozstvi', width: 10 },
    ],
  },
})

export type LotSort = SortOf<typeof lotsList>
export type LotFilter = FilterOf<typeof lotsList>
