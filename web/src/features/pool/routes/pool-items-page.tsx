import { useMemo, useState } from 'react'
import { Button, Paper, Stack } from '@mantine/core'
import { SelectFilter, TextFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { poolItemsListOptions, usePoolItems } from '../api/list-pool-items'
import { useRefreshPoolItems } from '../api/refresh-pool-items'
import { EditPoolItemModal } from '../components/edit-pool-item-modal'
import { buildPoolItemsColumns } from '../components/pool-items-columns'
import { PageTitle } from '../../../components/page-title'
import { excelFileName } from '../../../../../contracts/lists/list'
import { adminPoolItemsList } from '../../../../../contracts/lists/pool_items'

/**
 * The firma's pool items for the admin: the spec's text filter searches the whole firma on
 * the server (name, PDK, SÚKL code, lot, branch, stav), a reload, an edit dialog.
 */
export function PoolItemsPage() {
  const list = useListState(poolItemsListOptions)
  const query = usePoolItems(list.state)
  const refresh = useRefreshPoolItems()
  const [edited, setEdited] = useState<PoolItem | null>(null)
  const columns = useMemo(() => buildPoolItemsColumns(setEdited), [])
  const { filters } = list.state

  return (
    <Stack gap="md">
      <PageTitle>Položky poolu</PageTitle>
      <Paper withBorder p="sm" radius="md">
        <ServerTable
          list={list}
          query={query}
          columns={columns}
          getRowId={itemIdOf}
          rowTestId="poolitem-row"
          emptyText="Nic nenalezeno."
          loadingText="Načítám položky…"
          errorText={messageOf(query.error, 'Nepodařilo se načíst položky poolu.')}
          search={{ label: 'Filtr', placeholder: 'Hledat ve všech polích' }}
          totalText={(total) => `Položek: ${total}`}
          onRowOpen={setEdited}
          toolbar={
            <>
              <SelectFilter
                label="Stav"
                value={filters.stav}
                options={adminPoolItemsList.filters.stav.values.map((s) => ({
                  value: s,
                  label: s,
                }))}
                onChange={(value) => list.setFilter('stav', value)}
                testId="filter-stav"
              />
              <TextFilter
                label="Pobočka"
                value={filters.source}
                onChange={(value) => list.setFilter('source', value)}
                testId="filter-source"
              />
            </>
          }
          actions={
            <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
              {refresh.isPending ? 'Aktualizuji...' : 'Aktualizovat z DB'}
            </Button>
          }
          exportButton={
            <ListExportButton
              path="/poolitems"
              state={list.state}
              fileName={excelFileName(adminPoolItemsList)}
            />
          }
        />
      </Paper>
      <EditPoolItemModal item={edited} onClose={() => setEdited(null)} />
    </Stack>
  )
}
