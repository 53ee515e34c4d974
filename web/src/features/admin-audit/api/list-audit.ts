import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, getPage } from '../../../lib/api-client'
import { auditList, type AuditEntry, type AuditFilter } from '../../../../../contracts/lists/audit'

export type { AuditEntry }

/** The list's filters, exactly as they stand in the URL query. */
export type AuditFilters = Partial<Record<AuditFilter, string>>

/** The names of the list's filters (contracts/lists/audit.ts), read from the URL. */
export const AUDIT_FILTERS = Object.keys(auditList.filters) as AuditFilter[]

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
