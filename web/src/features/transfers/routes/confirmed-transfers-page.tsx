import { useMemo } from 'react'
import { Button, Paper } from '@mantine/core'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useCancelConfirmation } from '../api/cancel-confirmation'
import { useConfirmed } from '../api/get-confirmed'
import { transferColumn as column, transferColumns } from '../components/transfer-columns'
import { TRANSFER_FILTERS, TransferFilters } from '../components/transfer-filters'
import { useLoggedError } from '../components/use-logged-error'

const stavOf = (item: PoolItem) => ({ 'data-stav': item.stav })

/** Items the branch confirmed as target, each with a way back. */
export function ConfirmedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const query = useConfirmed(branch, list.state)
  useLoggedError(query.error, 'confirmed transfers')
  const { mutate: cancel } = useCancelConfirmation(branch)
  const columns = useMemo(
    () => [
      ...transferColumns('source'),
      column.display({
        id: 'actions',
        header: 'Akce',
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => cancel(itemIdOf(row.original))}
            data-testid="cancel-confirmation-button"
          >
            Zrušit potvrzení
          </Button>
        ),
      }),
    ],
    [cancel]
  )

  return (
    <Paper withBorder p="lg" radius="md">
      <ServerTable
        list={list}
        query={query}
        columns={columns}
        getRowId={itemIdOf}
        rowTestId="transfer-row"
        rowProps={stavOf}
        emptyText="Žádné potvrzené převody."
        search={{ label: 'Hledat', placeholder: 'Název, PDK, SÚKL, šarže nebo pobočka' }}
        toolbar={
          <>
            <TransferFilters list={list} stavs={[]} side="source" />
            <ListExportButton
              path={branchPath('/transfers/confirmed', branch)}
              state={list.state}
              fileName="potvrzene_prevody.xlsx"
            />
          </>
        }
        minWidth={960}
      />
    </Paper>
  )
}
