import db from '@adonisjs/lucid/services/db'
import { foldedPattern } from '#core/list_contract'

/*
| The header's search for a product (issue #25 "A day at the counter"): a name, PDK or SÚKL
| code found in the branch's stock, its pool offer and its transfers, a few of each, so the
| answer stays small and fast whatever the chain's size. Every query reads the stored folded
| text (`search_fold`: name, PDK, SÚKL code, lot):
| - one branch: through the branch's own rows (its current export batch, its pool items by
|   the branch and stav indexes), a few thousand rows tested each; the trigram indexes would
|   first collect the matches of the whole firma, so the test is written so they do not apply;
| - an admin's whole firma: through the trigram indexes over sklad rows and pool items.
| Each place takes its first SAMPLE matches in whatever order the plan finds them and shows
| the first few of those in its own order: a word in most names ("tbl") stops after a few
| hundred rows instead of sorting half a million (100 branches: 2.9 s → 9 ms, see the commit).
*/

export const PRODUCT_SEARCH_LIMIT = 5
const SAMPLE = 200

/** The stavs of a pool item on its way between two branches. */
export const TRANSFER_STAVS = ['rezervováno', 'potvrzeno', 'vychystáno', 'odesláno'] as const

export type ProductScope =
  { kind: 'branch'; firma: string; pharmacyCode: string } | { kind: 'firma'; firma: string }

type Group<T> = { items: T[]; more: boolean }

function group<T>(rows: T[]): Group<T> {
  return { items: rows.slice(0, PRODUCT_SEARCH_LIMIT), more: rows.length > PRODUCT_SEARCH_LIMIT }
}

const STAVS = TRANSFER_STAVS.map((s) => `'${s}'`).join(', ')
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`

/** A product in stock: its lots summed per branch and PDK, with the nearest expiry. */
async function stock(scope: ProductScope, pattern: string) {
  const branch = scope.kind === 'branch'
  const { rows } = await db.rawQuery(
    `WITH hits AS MATERIALIZED (
       SELECT b.pharmacy_code, s.pdk, s.nazev, s.kod_vzp, s.mnozstvi, s.exspirace
         FROM branch_exports b JOIN sklad_rows s ON s.batch_id = b.batch_id
        WHERE b.firma = ? ${branch ? 'AND b.pharmacy_code = ?' : ''}
          AND ${branch ? "(s.search_fold || '')" : 's.search_fold'} LIKE ?
        LIMIT ${SAMPLE})
     SELECT pharmacy_code AS "pharmacyCode", pdk, min(nazev) AS nazev, min(kod_vzp) AS "kodVZP",
            sum(mnozstvi)::float AS mnozstvi, ${day('min(exspirace)')} AS exspirace
       FROM hits GROUP BY pharmacy_code, pdk
      ORDER BY min(nazev) COLLATE czech, pharmacy_code COLLATE czech, pdk
      LIMIT ?`,
    [scope.firma, ...(branch ? [scope.pharmacyCode] : []), pattern, PRODUCT_SEARCH_LIMIT + 1]
  )
  return group(rows)
}

const ITEM_COLUMNS = `i.id::text AS id, i.pharmacy_code AS "pharmacyCode", i.pdk, i.nazev,
  i.kod_vzp AS "kodVZP", i.mnozstvi::float AS mnozstvi, ${day('i.exspirace')} AS exspirace,
  i.stav, i.target_pharmacy_code AS "targetPharmacyCode",
  (SELECT p.prevodka_id FROM prevodky p WHERE p.id = i.prevodka_id) AS "prevodkaId"`

/** The first SAMPLE pool items matching `where`, then the first few of them in `order`. */
async function poolItems(where: string, args: unknown[], order: string) {
  const { rows } = await db.rawQuery(
    `WITH hits AS MATERIALIZED (SELECT i.* FROM pool_items i WHERE ${where} LIMIT ${SAMPLE})
     SELECT ${ITEM_COLUMNS} FROM hits i ORDER BY ${order} LIMIT ?`,
    [...args, PRODUCT_SEARCH_LIMIT + 1]
  )
  return group(rows)
}

/** The branch's own lots offered in the pool (aktivní), by name, nearest expiry first. */
function pool(scope: ProductScope, pattern: string) {
  const branch = scope.kind === 'branch'
  return poolItems(
    `i.firma = ? ${branch ? 'AND i.pharmacy_code = ?' : ''} AND i.stav = 'aktivní'
       AND ${branch ? "(i.search_fold || '')" : 'i.search_fold'} LIKE ?`,
    [scope.firma, ...(branch ? [scope.pharmacyCode] : []), pattern],
    'i.nazev COLLATE czech, i.exspirace NULLS LAST, i.id'
  )
}

/** Lots on their way to or from the branch (or anywhere in the firma), latest change first. */
function transfers(scope: ProductScope, pattern: string) {
  const order = 'i.updated_at DESC, i.id DESC'
  if (scope.kind === 'firma') {
    return poolItems(
      `i.firma = ? AND i.stav IN (${STAVS}) AND i.search_fold LIKE ?`,
      [scope.firma, pattern],
      order
    )
  }
  return poolItems(
    `((i.firma = ? AND i.pharmacy_code = ? AND i.stav IN (${STAVS}))
       OR (i.firma = ? AND i.target_pharmacy_code = ? AND i.stav IN (${STAVS})))
      AND (i.search_fold || '') LIKE ?`,
    [scope.firma, scope.pharmacyCode, scope.firma, scope.pharmacyCode, pattern],
    order
  )
}

/** The product in the three places, a few of each and whether there are more. */
export async function searchProducts(scope: ProductScope, q: string) {
  const pattern = foldedPattern(q)
  const [inStock, inPool, inTransfers] = await Promise.all([
    stock(scope, pattern),
    pool(scope, pattern),
    transfers(scope, pattern),
  ])
  return {
    scope: {
      firma: scope.firma,
      pharmacyCode: scope.kind === 'branch' ? scope.pharmacyCode : null,
    },
    stock: inStock,
    pool: inPool,
    transfers: inTransfers,
  }
}
