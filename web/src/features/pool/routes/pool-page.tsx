import { useMemo, useState } from 'react'
import { Alert, Group, Pagination, Paper, Stack, Text } from '@mantine/core'
import { domain } from '../../../../../config/domain'
import { ListTable } from '../../../components/list-table'
import { ApiError } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { usePool } from '../api/get-pool'
import { poolColumns } from '../components/pool-columns'
import { PoolToolbar } from '../components/pool-toolbar'
import { pageCount, pageOf, searchPool, sortPool, type PoolSort } from '../pool-rules'

const NO_ITEMS: PoolItem[] = []
const PAGE_SIZE = domain.POOL_PAGE_SIZE

/** The text after "Chyba: ": the server's message, else what the client knows. */
function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage || error.message || `HTTP ${error.status}`
  return error instanceof Error ? error.message : String(error)
}

/** The branch's pool items: search, sort by name or expiry, 100 rows a page. */
export function PoolPage({ branch }: { branch: BranchRef }) {
  const hasToken = Boolean(authStorage.getToken())
  const pool = usePool(branch, hasToken)
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<PoolSort>('name')
  const [page, setPage] = useState(1)

  const items = pool.data ?? NO_ITEMS
  const rows = useMemo(() => sortPool(searchPool(items, search), sort), [items, search, sort])
  const totalPages = pageCount(rows.length, PAGE_SIZE)
  const current = Math.min(page, totalPages)
  const pageRows = useMemo(() => pageOf(rows, current, PAGE_SIZE), [rows, current])

  if (!hasToken) {
    return (
      <Alert color="red" variant="light" role="alert">
        Chybí přihlašovací token.
      </Alert>
    )
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <PoolToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value)
            setPage(1)
          }}
          sort={sort}
          onSort={setSort}
          count={rows.length}
        />
        {pool.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="pool-error">
            {`Chyba: ${errorText(pool.error)}`}
          </Alert>
        ) : pool.isPending ? (
          <Text c="dimmed">Načítám pool…</Text>
        ) : (
          <>
            <ListTable
              data={pageRows}
              columns={poolColumns}
              getRowId={itemIdOf}
              rowTestId="pool-row"
              emptyText="Nic nenalezeno."
              minWidth={1000}
            />
            {totalPages > 1 && (
              <Group justify="center">
                <Pagination total={totalPages} value={current} onChange={setPage} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}
