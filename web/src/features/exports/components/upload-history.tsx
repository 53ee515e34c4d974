import { useEffect, useRef } from 'react'
import { Badge, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { SelectFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import type { ListState } from '../../../components/server-list/list-state'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { usePathList } from '../../../components/server-list/use-path-list'
import { SectionTitle } from '../../../components/section-title'
import { messageOf } from '../../../lib/api-client'
import { formatDateTime, formatNumber } from '../../../lib/format'
import type { ExportBranch, ExportStatus } from '../export-meta'
import { excelFileName } from '../../../../../contracts/lists/list'
import {
  uploadHistoryList,
  uploadOriginText,
  uploadStatuses,
  uploadStatusLabels,
  type UploadHistoryRow,
  type UploadStatus,
} from '../../../../../contracts/lists/upload_history'

/* "Historie nahrávání" of /upload: every export batch of the branch, newest first. */

const historyPath = ({ firma, pharmacyCode }: ExportBranch) =>
  `/upload/${encodeURIComponent(firma)}/${encodeURIComponent(pharmacyCode)}/history`

const historyKey = ({ firma, pharmacyCode }: ExportBranch) =>
  ['exports', 'history', firma, pharmacyCode] as const

/** One page of the branch's uploads, as the server pages, sorts and filters them. */
export function useUploadHistory(branch: ExportBranch, state: ListState) {
  return usePathList<UploadHistoryRow>({
    key: historyKey(branch),
    path: historyPath(branch),
    state,
  })
}

const STATUS_COLORS: Record<UploadStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  done: 'teal',
  failed: 'red',
}

const column = listColumnHelper<UploadHistoryRow>()(uploadHistoryList)
const { headers } = uploadHistoryList
const nowrap = { whiteSpace: 'nowrap' } as const

export const uploadHistoryColumns: ColumnDef<UploadHistoryRow, any>[] = [
  column.accessor('createdAt', {
    header: headers.createdAt,
    cell: (info) => <span style={nowrap}>{formatDateTime(info.getValue())}</span>,
    meta: { sortField: 'createdAt', card: 'title', grow: false },
  }),
  column.accessor('status', {
    header: headers.status,
    cell: ({ row }) => (
      <Badge color={STATUS_COLORS[row.original.status]} variant="light" tt="none">
        {uploadStatusLabels[row.original.status]}
      </Badge>
    ),
    meta: { sortField: 'status' },
  }),
  column.accessor((row) => uploadOriginText(row.origin), {
    id: 'origin',
    header: headers.origin,
    meta: { priority: 3, maxWidth: 240 },
  }),
  column.accessor('uploadedBy', {
    header: headers.uploadedBy,
    cell: (info) => info.getValue() ?? '—',
    meta: { sortField: 'uploadedBy', priority: 4 },
  }),
  column.accessor('total', {
    header: headers.total,
    cell: ({ row }) => {
      const { sklad, pohyby, karty, odpisy } = row.original.counts
      return (
        <span title={`sklad ${sklad}, pohyby ${pohyby}, karty ${karty}, odpisy ${odpisy}`}>
          {formatNumber(row.original.total)}
        </span>
      )
    },
    meta: { sortField: 'total', align: 'right' },
  }),
  column.accessor('skipped', {
    header: headers.skipped,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'skipped', align: 'right', priority: 5 },
  }),
  column.accessor('finishedAt', {
    header: headers.finishedAt,
    cell: (info) => <span style={nowrap}>{formatDateTime(info.getValue())}</span>,
    meta: { sortField: 'finishedAt', priority: 6 },
  }),
  column.accessor('hasOdpisy', {
    header: headers.hasOdpisy,
    cell: (info) => (info.getValue() ? 'Ano' : 'Ne'),
    meta: { priority: 7 },
  }),
  column.accessor('error', {
    header: headers.error,
    cell: (info) =>
      info.getValue() ? (
        <Text size="sm" c="red.8">
          {info.getValue()}
        </Text>
      ) : (
        '—'
      ),
    meta: { priority: 2, grow: true },
  }),
]

const PAGING = {
  defaultLimit: 10,
  pageSizes: [10, 20, 50],
  filters: Object.keys(uploadHistoryList.filters),
}
const STATUS_OPTIONS = uploadStatuses.map((value) => ({ value, label: uploadStatusLabels[value] }))

interface UploadHistoryProps {
  branch: ExportBranch
  /** The latest attempt as the upload screen follows it: a new one or a new state re-reads the list. */
  latest: { batchId: string | null; status: ExportStatus | null }
}

/** The branch's uploads under the upload form: when, how it went, from where, by whom. */
export function UploadHistory({ branch, latest }: UploadHistoryProps) {
  const list = useListState(PAGING)
  const history = useUploadHistory(branch, list.state)
  const queryClient = useQueryClient()
  const { firma, pharmacyCode } = branch
  const seen = useRef(`${latest.batchId}:${latest.status}`)
  useEffect(() => {
    const now = `${latest.batchId}:${latest.status}`
    if (seen.current === now) return
    seen.current = now
    void queryClient.invalidateQueries({ queryKey: historyKey({ firma, pharmacyCode }) })
  }, [latest.batchId, latest.status, queryClient, firma, pharmacyCode])

  return (
    <Stack gap="sm" data-testid="upload-history">
      <SectionTitle>Historie nahrávání</SectionTitle>
      <ServerTable
        list={list}
        query={history}
        columns={uploadHistoryColumns}
        getRowId={(row) => row.id}
        rowTestId="upload-history-row"
        emptyText="Zatím žádné nahrávání."
        loadingText="Načítání…"
        errorText={messageOf(history.error, 'Nepodařilo se načíst historii nahrávání.')}
        toolbar={
          <>
            <SelectFilter
              label={headers.status}
              value={list.state.filters.status}
              options={STATUS_OPTIONS}
              onChange={(value) => list.setFilter('status', value)}
              testId="upload-history-status"
            />
            <ListExportButton
              path={historyPath(branch)}
              state={list.state}
              fileName={excelFileName(uploadHistoryList)}
            />
          </>
        }
      />
    </Stack>
  )
}
