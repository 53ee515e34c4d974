import { Alert, Paper } from '@mantine/core'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { ApiError } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { itemIdOf } from '../../../lib/pool-item'
import { poolListOptions, usePool } from '../api/get-pool'
import { poolColumns } from '../components/pool-columns'
import { PoolSortSelect } from '../components/pool-toolbar'
import { excelFileName } from '../../../../../contracts/lists/list'
import { branchPoolList } from '../../../../../contracts/lists/pool_items'

/** The text after "Chyba: ": the server's message, else what the client knows. */
function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage || error.message || `HTTP ${error.status}`
  return error instanceof Error ? error.message : String(error)
}

/** The branch's pool items: search, sort by name or expiry, 100 rows a page, by the server. */
export function PoolPage({ branch }: { branch: BranchRef }) {
  const hasToken = Boolean(authStorage.getToken())
  const list = useListState(poolListOptions)
  const pool = usePool(branch, list.state, hasToken)

  if (!hasToken) {
    return (
      <Alert color="red" variant="light" role="alert">
        Chybí přihlašovací token.
      </Alert>
    )
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <ServerTable
        list={list}
        query={pool}
        columns={poolColumns}
        getRowId={itemIdOf}
        rowTestId="pool-row"
        emptyText="Nic nenalezeno."
        loadingText="Načítám pool…"
        errorText={`Chyba: ${errorText(pool.error)}`}
        search={{ label: 'Hledat v poolu', placeholder: 'Název nebo PDK' }}
        totalText={(total) => `Položek: ${total}`}
        toolbar={<PoolSortSelect list={list} />}
        exportButton={
          <ListExportButton
            path={branchPath('/pool', branch)}
            state={list.state}
            fileName={excelFileName(branchPoolList)}
          />
        }
      />
    </Paper>
  )
}
