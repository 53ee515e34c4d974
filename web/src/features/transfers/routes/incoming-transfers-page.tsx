import { useCallback, useMemo, useRef, useState } from 'react'
import { Button, Paper, Stack, Text } from '@mantine/core'
import { czPlural } from '../../../../../app/core/czech_plural'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { listFilter } from '../../../components/server-list/list-state'
import { useFilterSelection } from '../../../components/server-list/use-filter-selection'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatMoney, formatNumber } from '../../../lib/format'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useFeedback } from '../../../lib/use-feedback'
import { useBranchNames } from '../api/get-branch-names'
import { useBulkByFilter, useConfirmTransfers } from '../api/confirm-transfers'
import { useIncoming } from '../api/get-incoming'
import { useReservedCount } from '../api/get-reserved-count'
import { useMarkReceived } from '../api/mark-received'
import { useRejectTransfer, useUndoReject } from '../api/reject-transfer'
import { askThenRun, BulkActionButton, items, itemsTo } from '../components/bulk-action-button'
import { buildIncomingColumns, isReserved } from '../components/incoming-columns'
import { RejectModal } from '../components/reject-modal'
import { TransferStavFilter } from '../components/transfer-filters'
import { TransferItemsTable } from '../components/transfer-items-table'
import { branchLabel, TRANSFER_FILTERS } from '../transfer'
import { clearTransferNotice, showTransferNotice } from '../components/transfer-notice'
import { useLoggedError } from '../components/use-logged-error'
import { transferItemLists } from '../../../../../contracts/lists/transfers'

const earlier = (a: string | null | undefined, b: string | null | undefined) =>
  [a, b].filter(Boolean).sort()[0] ?? new Date().toISOString()

const CONFIRMED = ['Potvrzena', 'Potvrzeny', 'Potvrzeno'] as const

/** After a confirm (issue #25): what is left to confirm in the same filter, and its value. */
function remaining(count: number, value: number) {
  if (count === 0) return 'K potvrzení nezbývá nic.'
  return `Zbývá potvrdit ${itemsTo(count)} · ${formatMoney(value)}.`
}

/**
 * Proposals for the branch, paged by the server. Every rezervováno row of the filter is
 * selected ("Vybráno: N"); single rows can be unticked, and the confirm sends the filter
 * and the exceptions, not thousands of ids. The button names how many items and what they
 * are worth; more than 50 are confirmed after one question (issue #25).
 */
export function IncomingTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const page = useIncoming(branch, list.state)
  useLoggedError(page.error, 'incoming transfers')
  const reserved = useReservedCount(branch, list.state)
  const filter = listFilter(list.state)
  const selection = useFilterSelection(JSON.stringify(filter))
  const names = useBranchNames()
  const { feedback, success, failure, clear } = useFeedback()
  const confirmIds = useConfirmTransfers(branch)
  const confirmAll = useBulkByFilter(branch, '/transfers/confirm')
  const { mutate: reject } = useRejectTransfer(branch)
  const { mutate: undoReject } = useUndoReject(branch)
  const { mutate: markReceived } = useMarkReceived(branch)
  const [rejected, setRejected] = useState<PoolItem | null>(null)

  const matching = reserved.data?.total ?? 0
  const selected = selection.count(matching)
  const value = reserved.data ? selection.value(reserved.data.value) : null
  const busy = confirmIds.isPending || confirmAll.isPending

  /* The server's count, then what the same filter still holds once the lists reloaded. */
  const report = async (done: string) => {
    const left = (await reserved.refetch()).data
    success(left ? `${done} ${remaining(left.total, left.value)}` : done)
  }

  /* A new attempt leaves no answer of an earlier one on screen. */
  const attempt = useCallback(() => {
    clear()
    clearTransferNotice()
  }, [clear])

  /* The reject says what became of the item, with "Zpět" while the server can undo it. */
  const rejectItem = (item: PoolItem, reason: string) => {
    attempt()
    reject(
      { id: itemIdOf(item), reason: reason || undefined },
      {
        onSuccess: ({ items: [after] }) => {
          const elsewhere = after?.targetPharmacyCode
          showTransferNotice({
            message:
              `Návrh odmítnut: ${item['Název']}. ` +
              (elsewhere
                ? `Nabízí se pobočce ${branchLabel(elsewhere, names.get(elsewhere))}.`
                : 'Zůstává v poolu bez cílové pobočky.'),
            undo: after && (() => undoItem(item, after.version)),
          })
        },
      }
    )
  }
  const undoItem = (item: PoolItem, version: number) =>
    undoReject(
      { id: itemIdOf(item), version },
      {
        onSuccess: () =>
          showTransferNotice({
            message: `Odmítnutí vráceno zpět: ${item['Název']} je opět v návrzích k přijetí.`,
          }),
        onError: (error) =>
          showTransferNotice({
            kind: 'error',
            message: messageOf(error, 'Odmítnutí se nepodařilo vrátit zpět.'),
          }),
      }
    )

  const confirm = () => {
    if (busy || selected === 0) return
    attempt()
    if (selection.mode === 'none') {
      const ids = selection.exceptions
      confirmIds.mutate(ids, {
        onSuccess: () => {
          selection.selectAll()
          void report(`${czPlural(ids.length, CONFIRMED)} ${items(ids.length)}.`)
        },
      })
      return
    }
    const loadedAt = earlier(page.data?.loadedAt, reserved.data?.loadedAt)
    confirmAll.mutate(
      { filter, except: selection.exceptions, loadedAt },
      {
        onSuccess: (result) => {
          selection.selectAll()
          void report(result.message)
        },
        onError: (error) => failure(messageOf(error, 'Potvrzení se nezdařilo.')),
      }
    )
  }

  /* The columns stay one object while ticks change: the rows are not all drawn again. */
  const live = useRef({ selection, matching })
  live.current = { selection, matching }
  const columns = useMemo(
    () =>
      buildIncomingColumns({
        onReject: setRejected,
        onReceived: (item) => {
          attempt()
          markReceived(itemIdOf(item), {
            onSuccess: () => showTransferNotice({ message: `Přijato: ${item['Název']}.` }),
          })
        },
        live,
        names,
      }),
    [markReceived, names, attempt]
  )
  const selectable = useMemo(
    () => ({
      isSelected: (i: PoolItem) => selection.isSelected(itemIdOf(i)),
      canSelect: isReserved,
    }),
    [selection]
  )
  const question =
    value === null
      ? ''
      : `Potvrdíte najednou ${itemsTo(selected)} v hodnotě ${formatMoney(value)}: všechny ` +
        'vybrané návrhy, které odpovídají filtru, i ty na dalších stránkách.'

  return (
    <Stack gap="sm">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="sm" radius="md">
        <TransferItemsTable
          branch={branch}
          itemList="incoming"
          side="source"
          onExportError={failure}
          list={list}
          query={page}
          columns={columns}
          selection={selectable}
          emptyText="Žádné návrhy k přijetí."
          toolbar={
            <TransferStavFilter
              list={list}
              stavs={transferItemLists.incoming.filters.stav.values}
            />
          }
          actions={
            <BulkActionButton
              verb="Potvrdit"
              count={selected}
              value={value}
              question={question}
              disabled={busy}
              loading={busy}
              onRun={confirm}
              testId="confirm-selected"
            />
          }
          status={
            <>
              <Text size="sm" c="dimmed" data-testid="selected-count">
                {/* Until the filter's count is here, no number: 0 would be wrong. */}
                Vybráno: {reserved.data ? formatNumber(selected) : '…'}
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={selection.clear}
                disabled={selected === 0}
                data-testid="cancel-selection"
              >
                Zrušit výběr
              </Button>
            </>
          }
          shortcuts={[
            {
              keys: 'mod+Enter',
              label: 'Potvrdit vybrané',
              run: () =>
                askThenRun({ verb: 'Potvrdit', count: selected, question, onRun: confirm }),
            },
          ]}
        />
      </Paper>
      <RejectModal item={rejected} onClose={() => setRejected(null)} onReject={rejectItem} />
    </Stack>
  )
}
