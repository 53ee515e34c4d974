import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type ExportKind = 'sklad' | 'pohyby' | 'karty' | 'odpisy'

export interface InboxSet {
  id: string
  status: 'submitted' | 'done' | 'failed' | 'refused'
  batchId: string | null
  batchStatus: 'queued' | 'processing' | 'done' | 'failed' | null
  files: { name: string; kind: ExportKind | null }[]
  reason: string | null
  createdAt: string
  finishedAt: string | null
}

export interface InboxFolder {
  /** `LEMON/0012`, as named on disk. */
  folder: string
  firma: string | null
  pharmacyCode: string | null
  branchName: string | null
  /** The folder names a branch of the branches table. */
  known: boolean
  lastSet: InboxSet | null
  waiting: {
    name: string
    size: number
    firstSeenAt: string | null
    kind: ExportKind | null
    problem: string | null
  }[]
  missing: ExportKind[]
  failed: { name: string; reason: string; at: string }[]
}

export interface InboxOverview {
  /** The folder as the scanning host names it; null before any host has scanned. */
  root: string | null
  scannedAt: string | null
  scannedBy: string | null
  /** The configured folder is missing or cannot be read (the scanner says so, issue #29). */
  error: string | null
  lastScan: {
    at: string
    status: 'running' | 'completed' | 'failed'
    result?: unknown
    error?: string
  } | null
  folders: InboxFolder[]
  strays: { path: string; reason: string }[]
}

export const inboxKey = ['admin-inbox'] as const

export function getInbox() {
  return api.get<InboxOverview>('/admin/inbox')
}

export const inboxQueryOptions = () =>
  queryOptions({ queryKey: inboxKey, queryFn: getInbox, refetchInterval: 10_000 })

export function useInbox() {
  return useQuery(inboxQueryOptions())
}
