import type { ListParams } from '#core/list_contract'
import { czDateTime } from '#core/format_cz'
import { excelExport } from '#core/list_export'
import { sqlList } from '#core/list_route'
import { Conditions, orderBy, type ListQuery, type SortSql } from '#core/list_sql'
import { requireBranch } from '#core/require_branch'
import {
  uploadHistoryList,
  uploadOriginText,
  uploadStatusLabels,
  type UploadHistoryFilter,
  type UploadHistoryRow,
  type UploadHistorySort,
} from '#contracts/lists/upload_history'

type Branch = { firma: string; pharmacyCode: string }
export type UploadHistoryParams = ListParams<UploadHistorySort, UploadHistoryFilter>

/*
| The branch's upload history (contracts/lists/upload_history.ts): its export batches,
| newest first, through the (firma, pharmacy_code, created_at) index. Batches stay for
| good (purge_uploads empties only their files and skipped-rows report), so the list is
| read a page at a time.
*/

const count = (kind: string) => `coalesce((b.counts->>'${kind}')::int, 0)`
const TOTAL = `(${['sklad', 'pohyby', 'karty', 'odpisy'].map(count).join(' + ')})`
const SKIPPED = `coalesce((b.skipped->>'count')::int, 0)`

const SORTS = {
  createdAt: 'b.created_at',
  finishedAt: { sql: 'b.finished_at', nullsLast: true },
  /* As a batch goes: waiting, running, then how it ended. */
  status: `CASE b.status WHEN 'queued' THEN 0 WHEN 'processing' THEN 1 WHEN 'done' THEN 2 ELSE 3 END`,
  uploadedBy: { sql: 'u.username COLLATE czech', nullsLast: true },
  total: TOTAL,
  skipped: SKIPPED,
} satisfies Record<UploadHistorySort, SortSql>

export function uploadHistoryQuery(branch: Branch, params: UploadHistoryParams): ListQuery {
  const where = new Conditions().add(
    'b.firma = ? AND b.pharmacy_code = ?',
    branch.firma,
    branch.pharmacyCode
  )
  if (params.filters.status) where.add('b.status = ?', params.filters.status)
  return {
    select: `b.id, b.created_at, b.finished_at, b.status, b.origin, u.username AS uploaded_by,
             b.counts, ${TOTAL} AS row_count, ${SKIPPED} AS skipped_count, b.error, b.has_odpisy`,
    from: 'export_batches b LEFT JOIN users u ON u.id = b.created_by',
    countFrom: 'export_batches b',
    where,
    order: orderBy(params, SORTS, 'b.created_at DESC, b.id DESC', ['b.id']),
    page: params.page,
  }
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

export const uploadHistoryView = (r: any): UploadHistoryRow => ({
  id: String(r.id),
  createdAt: iso(r.created_at)!,
  finishedAt: iso(r.finished_at),
  status: r.status,
  origin: r.origin ?? null,
  uploadedBy: r.uploaded_by ?? null,
  counts: {
    sklad: r.counts?.sklad ?? 0,
    pohyby: r.counts?.pohyby ?? 0,
    karty: r.counts?.karty ?? 0,
    odpisy: r.counts?.odpisy ?? 0,
  },
  total: r.row_count,
  skipped: r.skipped_count,
  error: r.error ?? null,
  hasOdpisy: r.has_odpisy,
})

/* A moment in Prague time with its minute (`22. 11. 2026 3:15`): a branch may upload twice a day. */
const at = (value: string | null) => (value ? czDateTime(value) : null)

/** GET /api/upload/{firma}/{pharmacyCode}/history: the branch the access check let through. */
export const uploadHistory = sqlList({
  list: uploadHistoryList,
  query: (params, ctx) => uploadHistoryQuery(requireBranch(ctx.branch), params),
  view: uploadHistoryView,
  export: excelExport<typeof uploadHistoryList, UploadHistoryRow>(uploadHistoryList, {
    createdAt: (r) => at(r.createdAt),
    status: (r) => uploadStatusLabels[r.status],
    origin: (r) => uploadOriginText(r.origin),
    uploadedBy: (r) => r.uploadedBy,
    sklad: (r) => r.counts.sklad,
    pohyby: (r) => r.counts.pohyby,
    karty: (r) => r.counts.karty,
    odpisy: (r) => r.counts.odpisy,
    total: (r) => r.total,
    skipped: (r) => r.skipped,
    finishedAt: (r) => at(r.finishedAt),
    error: (r) => r.error,
  }),
})
