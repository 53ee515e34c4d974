import { useMemo, useState } from 'react'
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { domain } from '../../../../../config/domain'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { usePoolItems } from '../api/list-pool-items'
import { useRefreshPoolItems } from '../api/refresh-pool-items'
import { EditPoolItemModal } from '../components/edit-pool-item-modal'
import { buildPoolItemsColumns } from '../components/pool-items-columns'
import { filterAllFields, pageCount, pageOf } from '../pool-rules'

const NO_ITEMS: PoolItem[] = []
const PAGE_SIZE = domain.POOL_PAGE_SIZE

/** All pool items for the admin: a filter over every field, a reload, an edit dialog. */
export function PoolItemsPage() {
  const list = usePoolItems()
  const refresh = useRefreshPoolItems()
  const [filter, setFilter] = useState('')
  const [page, setPage] = useState(1)
  const [edited, setEdited] = useState<PoolItem | null>(null)

  const items = list.data ?? NO_ITEMS
  const rows = useMemo(() => filterAllFields(items, filter), [items, filter])
  const totalPages = pageCount(rows.length, PAGE_SIZE)
  const current = Math.min(page, totalPages)
  const pageRows = useMemo(() => pageOf(rows, current, PAGE_SIZE), [rows, current])
  const columns = useMemo(() => buildPoolItemsColumns(setEdited), [])

  return (
    <Stack gap="lg">
      <Title order={2}>Položky poolu</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <TextInput
              label="Filtr"
              placeholder="Hledat ve všech polích"
              value={filter}
              onChange={(event) => {
                setFilter(event.currentTarget.value)
                setPage(1)
              }}
              w={{ base: '100%', sm: 360 }}
              data-testid="poolitems-filter"
            />
            <Group gap="md">
              <Text size="sm" c="dimmed" data-testid="poolitems-count">
                Položek: {rows.length}
              </Text>
              <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
                {refresh.isPending ? 'Aktualizuji...' : 'Aktualizovat z DB'}
              </Button>
            </Group>
          </Group>
          {list.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(list.error, 'Nepodařilo se načíst položky poolu.')}
            </Alert>
          )}
          {list.isPending ? (
            <Text c="dimmed">Načítám položky…</Text>
          ) : (
            <ListTable
              data={pageRows}
              columns={columns}
              getRowId={itemIdOf}
              rowTestId="poolitem-row"
              emptyText="Nic nenalezeno."
              minWidth={1000}
            />
          )}
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination total={totalPages} value={current} onChange={setPage} />
            </Group>
          )}
        </Stack>
      </Paper>
      <EditPoolItemModal item={edited} onClose={() => setEdited(null)} />
    </Stack>
  )
}
