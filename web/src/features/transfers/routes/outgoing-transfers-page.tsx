import { useMemo } from 'react'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { listFilter } from '../../../components/server-list/list-state'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useFeedback } from '../../../lib/use-feedback'
import { useBulkByFilter } from '../api/confirm-transfers'
import { useOutgoing } from '../api/get-outgoing'
import { useMarkPicked } from '../api/mark-picked'
import { useMarkRejected } from '../api/mark-rejected'
import { buildOutgoingColumns } from '../components/outgoing-columns'
import { TRANSFER_FILTERS, TransferFilters } from '../components/transfer-filters'
import { useLoggedError } from '../components/use-logged-error'

const stavOf = (item: PoolItem) => ({ 'data-stav': item.stav })

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

  const columns = useMemo(
    () =>
      buildOutgoingColumns({
        onPicked: (item) => markPicked({ id: itemIdOf(item) }),
        onNotDelivered: (item) => markRejected(itemIdOf(item)),
      }),
    [markPicked, markRejected]
  )
  const total = query.data?.total ?? 0
  const pickAllMatching = () =>
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

  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group gap="sm">
            <Button
              onClick={pickAllMatching}
              disabled={total === 0 || pickAll.isPending || query.isPlaceholderData}
              data-testid="pick-all"
            >
              Vychystat vše
            </Button>
          </Group>
          <ServerTable
            list={list}
            query={query}
            columns={columns}
            getRowId={itemIdOf}
            rowTestId="transfer-row"
            rowProps={stavOf}
            emptyText="Žádné položky k odeslání."
            search={{ label: 'Hledat', placeholder: 'Název, PDK, SÚKL, šarže nebo pobočka' }}
            toolbar={
              <>
                <TransferFilters list={list} stavs={[]} side="target" />
                <ListExportButton
                  path={branchPath('/transfers/outgoing', branch)}
                  state={list.state}
                  fileName="k_odeslani.xlsx"
                  onError={failure}
                />
              </>
            }
            minWidth={960}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
