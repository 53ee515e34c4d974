import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { domain } from '#config/domain'
import { POOL_ITEM_COLUMNS, POOL_ITEM_FROM, views } from '#pool/queries/pool_item_view'
import { transitOf } from '#transfers/rules/transit_days'

type Branch = { firma: string; pharmacyCode: string }

const FILTERS = {
  received: { where: `p.to_code = ? AND p.stav = 'odesláno'`, args: 1, order: 'p.sent_at DESC' },
  shipped: { where: `p.from_code = ?`, args: 1, order: 'p.sent_at DESC' },
  archive: {
    where: `p.stav IN ('přijato', 'uzavřeno') AND (p.from_code = ? OR p.to_code = ?)`,
    args: 2,
    order: 'p.received_at DESC',
  },
}
export type PrevodkaList = keyof typeof FILTERS

/** A převodka as the lists show it, with its days on the way (issue #9 "Goods in transit"). */
export function prevodkaView(row: any, now = new Date()) {
  const sentAt = new Date(row.sent_at)
  const receivedAt = row.received_at ? new Date(row.received_at) : null
  return {
    _id: String(row.id),
    prevodkaId: row.prevodka_id,
    firma: row.firma,
    fromPharmacyCode: row.from_code,
    toPharmacyCode: row.to_code,
    targetPharmacyCode: row.to_code,
    fromName: row.from_name,
    toName: row.to_name,
    stav: row.stav,
    sentAt: sentAt.toISOString(),
    receivedAt: receivedAt ? receivedAt.toISOString() : null,
    itemCount: row.item_count,
    ...transitOf({ stav: row.stav, sentAt, receivedAt }, now, domain),
    /* Lines received short or not at all: the sender sees the převodka had a discrepancy. */
    discrepancies: row.discrepancies,
  }
}

export type PrevodkaView = ReturnType<typeof prevodkaView>

/* Lines counted once per převodka: all of them, and those received short or not at all. */
export const PREVODKA_SELECT = `SELECT p.*, fb.name AS from_name, tb.name AS to_name,
       lines.item_count, lines.discrepancies
  FROM prevodky p
  LEFT JOIN branches fb ON fb.firma = p.firma AND fb.code = p.from_code
  LEFT JOIN branches tb ON tb.firma = p.firma AND tb.code = p.to_code
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS item_count,
           count(*) FILTER (WHERE i.stav = 'vyřazeno' OR i.received_quantity < i.mnozstvi)::int
             AS discrepancies
      FROM pool_items i WHERE i.prevodka_id = p.id) lines`

export async function prevodkaList(list: PrevodkaList, branch: Branch) {
  const filter = FILTERS[list]
  const { rows } = await db.rawQuery(
    `${PREVODKA_SELECT} WHERE p.firma = ? AND ${filter.where} ORDER BY ${filter.order}, p.id DESC`,
    [branch.firma, ...Array(filter.args).fill(branch.pharmacyCode)]
  )
  const now = new Date()
  return rows.map((row: any) => prevodkaView(row, now))
}

/** The lines of a převodka, for its two branches and admins only. */
export async function prevodkaDetail(
  code: string,
  viewer: { role: string; firma: string | null; pharmacyCode: string | null }
) {
  const { rows } = await db.rawQuery(`${PREVODKA_SELECT} WHERE p.prevodka_id = ?`, [code])
  const prevodka = rows[0]
  if (!prevodka) throw DomainError.notFound('Převodka nenalezena.')
  const own =
    viewer.firma === prevodka.firma &&
    [prevodka.from_code, prevodka.to_code].includes(viewer.pharmacyCode)
  if (viewer.role !== 'admin' && !own) throw DomainError.forbidden('Převodka nepatří vaší pobočce.')
  const lines = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM} WHERE i.prevodka_id = ? ORDER BY i.nazev, i.id`,
    [prevodka.id]
  )
  return { prevodka: prevodkaView(prevodka), lines: views(lines.rows) }
}
