import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, getPage } from '../../../lib/api-client'

export interface AuditEntry {
  id: string
  createdAt: string
  actor: { kind: 'user' | 'anonymous' | 'cli' | 'system'; id: number | null; email: string | null }
  ip: string | null
  requestId: string | null
  action: string
  actionLabel: string
  entity: string | null
  entityId: string | null
  firma: string | null
  pharmacyCode: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The screen's filters, exactly as they stand in the URL query. */
export interface AuditFilters {
  actor?: string
  action?: string
  entity?: string
  entityId?: string
  pharmacyCode?: string
  from?: string
  to?: string
}

export const AUDIT_PAGE_SIZE = 50

export const auditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: ({ signal }) =>
      getPage<AuditEntry>('/admin/audit', {
        query: { ...filters, page, limit: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useAudit = (filters: AuditFilters, page: number) =>
  useQuery(auditQueryOptions(filters, page))

export interface AuditOptions {
  actions: { value: string; label: string }[]
  entities: { value: string; label: string }[]
}

export const useAuditOptions = () =>
  useQuery({
    queryKey: ['admin', 'audit', 'options'],
    queryFn: ({ signal }) => api.get<AuditOptions>('/admin/audit/options', { signal }),
    staleTime: Infinity,
  })

/** The filtered trail as an Excel workbook. */
export const downloadAudit = (filters: AuditFilters) =>
  api.get<Blob>('/admin/audit/export', { query: { ...filters }, responseType: 'blob' })
