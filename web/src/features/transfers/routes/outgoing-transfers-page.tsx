import { useCallback, useMemo } from 'react'
import { Paper, Stack } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { listFilter } from '../../../components/server-list/list-state'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatMoney } from '../../../lib/format'
import { itemIdOf } from '../../../lib/pool-item'
import { useFeedback } from '../../../lib/use-feedback'
import { useBranchNames } from '../api/get-branch-names'
import { useBulkByFilter } from '../api/confirm-transfers'
import { useOutgoing } from '../api/get-outgoing'
import { useMarkPicked } from '../api/mark-picked'
import { useMarkRejected } from '../api/mark-rejected'
import { askThenRun, BulkActionButton, itemsTo } from '../components/bulk-action-button'
import { buildOutgoingColumns } from '../components/outgoing-columns'
import { TransferItemsTable } from '../components/transfer-items-table'
import { clearTransferNotice, showTransferNotice } from '../components/transfer-notice'
import { TRANSFER_FILTERS } from '../transfer'
import { useLoggedError } from '../components/use-logged-error'

/**
 * Confirmed items of the branch to send: picked one by one, or all the list's filter
 * matches at once (by filter, so thousands are one request).
 */
export function OutgoingTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const query = useOutgoing(branch, list.state)
  useLoggedError(query.error, 'outgoing transfers')
  const { mutate: markPicked } = useMarkPicked(branch)
  const { mutate: markRejected } = useMarkRejected(branch)
  const pickAll = useBulkByFilter(branch, '/transfers/markPicked')
  const { feedback, success, failure, clear } = useFeedback()
  const names = useBranchNames()

  /* A new attempt leaves no answer of an earlier one on screen. */
  const attempt = useCallback(() => {
    clear()
    clearTransferNotice()
  }, [clear])
  const columns = useMemo(
    () =>
      buildOutgoingColumns({
        onPicked: (item) => {
          attempt()
          markPicked(
            { id: itemIdOf(item) },
            { onSuccess: () => showTransferNotice({ message: `Vychystáno: ${item['Název']}.` }) }
          )
        },
        onNotDelivered: (item) => {
          attempt()
          markRejected(itemIdOf(item), {
            onSuccess: () =>
              showTransferNotice({ message: `Označeno jako nedodané: ${item['Název']}.` }),
          })
        },
        names,
      }),
    [markPicked, markRejected, names, attempt]
  )
  const total = query.data?.total ?? 0
  const value = query.data?.totalValue ?? null
  const busy = pickAll.isPending || query.isPlaceholderData
  const question =
    `Vychystáte najednou ${itemsTo(total)}` +
    (value === null ? '' : ` v hodnotě ${formatMoney(value)}`) +
    ': všechny položky, které odpovídají filtru, i ty na dalších stránkách.'
  const pickAllMatching = () => {
    attempt()
    pickAll.mutate(
      {
        filter: listFilter(list.state),
        except: [],
        loadedAt: query.data?.loadedAt ?? new Date().toISOString(),
      },
      {
        onSuccess: (result) => success(result.message),
        onError: (error) => failure(messageOf(error, 'Vychystání se nezdařilo.')),
      }
    )
  }

  const run = { verb: 'Vychystat', count: total, question, onRun: pickAllMatching }

  return (
    <Stack gap="sm">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="sm" radius="md">
        <TransferItemsTable
          branch={branch}
          itemList="outgoing"
          side="target"
          onExportError={failure}
          list={list}
          query={query}
          columns={columns}
          emptyText="Žádné položky k odeslání."
          actions={
            <BulkActionButton
              {...run}
              value={value}
              disabled={busy}
              loading={pickAll.isPending}
              testId="pick-all"
            />
          }
          shortcuts={[
            { keys: 'mod+Enter', label: 'Vychystat vše', run: () => !busy && askThenRun(run) },
          ]}
        />
      </Paper>
    </Stack>
  )
}
