import { Alert, Stack, Text, Title } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { usePriceLists } from '../api/list-price-lists'
import type { PriceListKind, PriceListMeta } from '../price-list'
import { leafletHistoryColumns, uhradyHistoryColumns } from './price-list-columns'

/** How many of the latest uploads the history shows. */
const HISTORY_SIZE = 10
const NONE: PriceListMeta[] = []

export function PriceListHistory({ kind }: { kind: PriceListKind }) {
  const list = usePriceLists(kind)
  const items = list.data?.items.slice(0, HISTORY_SIZE) ?? NONE
  return (
    <Stack gap="sm">
      <Title order={4}>Historie nahrávání</Title>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(list.error, 'Nepodařilo se načíst historii nahrávání.')}
        </Alert>
      ) : list.isPending ? (
        <Text c="dimmed">Načítání…</Text>
      ) : (
        <ListTable
          data={items}
          columns={kind === 'leaflet' ? leafletHistoryColumns : uhradyHistoryColumns}
          getRowId={(item) => String(item.id ?? item._id)}
          rowTestId="price-list-row"
          emptyText="Zatím žádné nahrávání."
        />
      )}
    </Stack>
  )
}
