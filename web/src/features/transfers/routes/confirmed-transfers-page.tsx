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
import { transferMoreFilters } from '../components/transfer-filters'
import { TRANSFER_FILTERS } from '../transfer'
import { useBranchNames } from '../api/get-branch-names'
import { useLoggedError } from '../components/use-logged-error'

const stavOf = (item: PoolItem) => ({ 'data-stav': item.stav })

/** Items the branch confirmed as target, each with a way back. */
export function ConfirmedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const query = useConfirmed(branch, list.state)
  useLoggedError(query.error, 'confirmed transfers')
  const { mutate: cancel } = useCancelConfirmation(branch)
  const names = useBranchNames()
  const columns = useMemo(
    () => [
      ...transferColumns('source', names),
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
    [cancel, names]
  )

  return (
    <Paper withBorder p="sm" radius="md">
      <ServerTable
        list={list}
        query={query}
        columns={columns}
        getRowId={itemIdOf}
        rowTestId="transfer-row"
        rowProps={stavOf}
        emptyText="Žádné potvrzené převody."
        search={{ label: 'Hledat', placeholder: 'Název, PDK, SÚKL, šarže nebo pobočka' }}
        moreFilters={transferMoreFilters(list, 'source')}
        exportButton={
          <ListExportButton
            path={branchPath('/transfers/confirmed', branch)}
            state={list.state}
            fileName="potvrzene_prevody.xlsx"
          />
        }
      />
    </Paper>
  )
}
