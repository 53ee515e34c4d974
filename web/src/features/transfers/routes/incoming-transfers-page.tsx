import { useCallback, useMemo, useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { listFilter } from '../../../components/server-list/list-state'
import { ServerTable } from '../../../components/server-list/server-table'
import { useFilterSelection } from '../../../components/server-list/use-filter-selection'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { formatNumber } from '../../../lib/format'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useFeedback } from '../../../lib/use-feedback'
import { useBulkByFilter, useConfirmTransfers } from '../api/confirm-transfers'
import { useIncoming } from '../api/get-incoming'
import { useReservedCount } from '../api/get-reserved-count'
import { useMarkReceived } from '../api/mark-received'
import { useRejectTransfer } from '../api/reject-transfer'
import { buildIncomingColumns, isReserved } from '../components/incoming-columns'
import { RejectModal } from '../components/reject-modal'
import { TRANSFER_FILTERS, TransferFilters } from '../components/transfer-filters'
import { useLoggedError } from '../components/use-logged-error'

const earlier = (a: string | null | undefined, b: string | null | undefined) =>
  [a, b].filter(Boolean).sort()[0] ?? new Date().toISOString()

/**
 * Proposals for the branch, paged by the server. Every rezervováno row of the filter is
 * selected ("Vybráno: N"); single rows can be unticked, and the confirm sends the filter
 * and the exceptions, not thousands of ids.
 */
export function IncomingTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const page = useIncoming(branch, list.state)
  useLoggedError(page.error, 'incoming transfers')
  const reserved = useReservedCount(branch, list.state)
  const filter = listFilter(list.state)
  const selection = useFilterSelection(JSON.stringify(filter))
  const { feedback, success, failure, clear } = useFeedback()
  const confirmIds = useConfirmTransfers(branch)
  const confirmAll = useBulkByFilter(branch, '/transfers/confirm')
  const { mutate: reject } = useRejectTransfer(branch)
  const { mutate: markReceived } = useMarkReceived(branch)
  const [rejected, setRejected] = useState<PoolItem | null>(null)

  const matching = reserved.data?.total ?? 0
  const selected = selection.count(matching)
  const busy = confirmIds.isPending || confirmAll.isPending

  const confirm = () => {
    if (selection.mode === 'none') {
      confirmIds.mutate(selection.exceptions, { onSuccess: () => selection.selectAll() })
      return
    }
    const loadedAt = earlier(page.data?.loadedAt, reserved.data?.loadedAt)
    confirmAll.mutate(
      { filter, except: selection.exceptions, loadedAt },
      {
        onSuccess: (result) => {
          success(result.message)
          selection.selectAll()
        },
        onError: (error) => failure(messageOf(error, 'Potvrzení se nezdařilo.')),
      }
    )
  }

  const columns = useMemo(
    () =>
      buildIncomingColumns({
        onReject: setRejected,
        onReceived: (item) => markReceived(itemIdOf(item)),
        selection,
      }),
    [markReceived, selection]
  )
  const selectable = useMemo(
    () => ({
      isSelected: (i: PoolItem) => selection.isSelected(itemIdOf(i)),
      canSelect: isReserved,
    }),
    [selection]
  )
  const rowProps = useCallback((item: PoolItem) => ({ 'data-stav': item.stav }), [])

  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group gap="sm">
            <Button
              onClick={confirm}
              disabled={selected === 0 || busy}
              data-testid="confirm-selected"
            >
              Potvrdit vybrané
            </Button>
            <Button
              variant="default"
              onClick={selection.clear}
              disabled={selected === 0}
              data-testid="cancel-selection"
            >
              Zrušit výběr
            </Button>
            <Text size="sm" c="dimmed" data-testid="selected-count">
              Vybráno: {formatNumber(selected)}
            </Text>
          </Group>
          <ServerTable
            list={list}
            query={page}
            columns={columns}
            getRowId={itemIdOf}
            rowTestId="transfer-row"
            rowProps={rowProps}
            selection={selectable}
            emptyText="Žádné návrhy k přijetí."
            search={{ label: 'Hledat', placeholder: 'Název, PDK, SÚKL, šarže nebo pobočka' }}
            toolbar={
              <>
                <TransferFilters list={list} stavs={['rezervováno', 'odesláno']} side="source" />
                <ListExportButton
                  path={branchPath('/transfers/incoming', branch)}
                  state={list.state}
                  fileName="navrhy_k_prijeti.xlsx"
                  onError={failure}
                />
              </>
            }
            minWidth={960}
          />
        </Stack>
      </Paper>
      <RejectModal
        item={rejected}
        onClose={() => setRejected(null)}
        onReject={(item, reason) => reject({ id: itemIdOf(item), reason: reason || undefined })}
      />
    </Stack>
  )
}
