import db from '@adonisjs/lucid/services/db'

type Branch = { firma: string; pharmacyCode: string }

export type ProductRow = {
  pdk: string
  nazev: string | null
  skladSukl: string | null
  kartySukl: string | null
  dodavatel: string | null
  stock: number
  ncsd: number | null
  daily: number
}

/**
 * Every PDK the branch knows in its current batch (sklad, karty, or sold in the window)
 * with its name, SÚKL codes, supplier (karty, else sklad), stock summed over lots, the
 * lots' NCSD weighted by quantity and its daily consumption.
 */
export async function branchProducts(branch: Branch, batchId: number): Promise<ProductRow[]> {
  const { rows } = await db.rawQuery(
    `WITH s AS (
       SELECT pdk, min(nazev) AS nazev, sum(mnozstvi)::float AS stock,
              (array_agg(nullif(trim(dodavatel), '') ORDER BY id)
                 FILTER (WHERE nullif(trim(dodavatel), '') IS NOT NULL))[1] AS dodavatel,
              (array_agg(nullif(trim(kod_vzp), '') ORDER BY id)
                 FILTER (WHERE nullif(trim(kod_vzp), '') IS NOT NULL))[1] AS sukl,
              coalesce(
                sum(mnozstvi * ncsd) FILTER (WHERE ncsd IS NOT NULL AND mnozstvi > 0)
                  / nullif(sum(mnozstvi) FILTER (WHERE ncsd IS NOT NULL AND mnozstvi > 0), 0),
                avg(ncsd)
              )::float AS ncsd
         FROM sklad_rows WHERE batch_id = ? GROUP BY pdk
     ), k AS (
       SELECT DISTINCT ON (pdk) pdk, nazev, nullif(trim(dodavatel), '') AS dodavatel,
              nullif(trim(kod_vzp), '') AS sukl
         FROM karty_rows WHERE batch_id = ? ORDER BY pdk, id
     ), d AS (
       SELECT pdk, daily FROM branch_demand WHERE firma = ? AND pharmacy_code = ?
     ), p AS (
       SELECT pdk FROM s UNION SELECT pdk FROM k UNION SELECT pdk FROM d WHERE daily > 0
     )
     SELECT p.pdk, coalesce(s.nazev, k.nazev) AS nazev, s.sukl AS sklad_sukl,
            k.sukl AS karty_sukl, coalesce(k.dodavatel, s.dodavatel) AS dodavatel,
            coalesce(s.stock, 0) AS stock, s.ncsd, coalesce(d.daily, 0)::float AS daily
       FROM p LEFT JOIN s ON s.pdk = p.pdk LEFT JOIN k ON k.pdk = p.pdk
       LEFT JOIN d ON d.pdk = p.pdk`,
    [batchId, batchId, branch.firma, branch.pharmacyCode]
  )
  return rows.map((r: any) => ({
    pdk: r.pdk,
    nazev: r.nazev,
    skladSukl: r.sklad_sukl,
    kartySukl: r.karty_sukl,
    dodavatel: r.dodavatel,
    stock: r.stock,
    ncsd: r.ncsd,
    daily: r.daily,
  }))
}
