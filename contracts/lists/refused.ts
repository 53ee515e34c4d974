import { defineList, type SortOf } from '#contracts/lists/list'

/*
| The items a branch refused (/refused): each blocks its lot for the branch until the block
| is cancelled. Headers are English, as the screen has always shown them.
*/

/** A refusal; the lot's name and expiry come from its pool item, if it still exists. */
export interface RefusedItem {
  _id: string
  reason: string | null
  poolItemId: string | null
  Název: string | null
  PDK: string
  Šarže: string | null
  /** `YYYY-MM-DD`, or null. */
  Exspirace: string | null
  createdAt: string
}

/** Newest first unless sorted; `q` over the name, PDK and lot. */
export const refusedItemsList = defineList({
  sorts: ['Název', 'PDK', 'Šarže', 'Exspirace', 'reason', 'createdAt'],
  headers: { Název: 'Name', PDK: 'PDK', Exspirace: 'Expiry', reason: 'Reason', action: 'Action' },
  excel: {
    fileName: 'odmitnute_polozky',
    sheet: 'Refused items',
    columns: [
      { key: 'Název', width: 40 },
      { key: 'PDK', width: 12 },
      { key: 'Exspirace', width: 12 },
      { key: 'reason', width: 30 },
    ],
  },
})

export type RefusedSort = SortOf<typeof refusedItemsList>
