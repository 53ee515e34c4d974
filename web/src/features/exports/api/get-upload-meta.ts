import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { isRunning, type ExportBranch, type UploadMeta } from '../export-meta'

/** While the worker runs, the screen follows its progress at this pace. */
const POLL_MS = 500

export function getUploadMeta({ firma, pharmacyCode }: ExportBranch) {
  const path = `/upload/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}/meta`
  return api.get<UploadMeta>(path)
}

export const uploadMetaKey = (branch: ExportBranch) =>
  ['exports', 'meta', branch.firma, branch.pharmacyCode] as const

/** Shared by the upload screen and the sidebar badge, so a finished upload clears the badge. */
export const uploadMetaQueryOptions = (branch: ExportBranch) =>
  queryOptions({
    queryKey: uploadMetaKey(branch),
    queryFn: () => getUploadMeta(branch),
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? POLL_MS : false),
  })

export function useUploadMeta(branch: ExportBranch | null) {
  return useQuery({
    ...uploadMetaQueryOptions(branch ?? { firma: '', pharmacyCode: '' }),
    enabled: branch !== null,
  })
}
