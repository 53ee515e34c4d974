import { Stack } from '@mantine/core'
import { excelFileName } from '../../../../../contracts/lists/list'
import { priceListHistoryLists } from '../../../../../contracts/lists/price_list_history'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { priceListHistoryPath, usePriceLists } from '../api/list-price-lists'
import type { PriceListKind } from '../price-list'
import { leafletHistoryColumns, uhradyHistoryColumns } from './price-list-columns'
import { SectionTitle } from '../../../components/section-title'

/* The latest uploads, 10 a page as the screen always showed them; the server keeps 20. */
const PAGING = { defaultLimit: 10, pageSizes: [10, 20] }
const SEARCH = { label: 'Hledat v historii', placeholder: 'Název souboru nebo cesta' }

export function PriceListHistory({ kind }: { kind: PriceListKind }) {
  const list = useListState(PAGING)
  const history = usePriceLists(kind, list.state)
  return (
    <Stack gap="sm">
      <SectionTitle>Historie nahrávání</SectionTitle>
      <ServerTable
        list={list}
        query={history}
        columns={kind === 'leaflet' ? leafletHistoryColumns : uhradyHistoryColumns}
        getRowId={(item) => String(item.id ?? item._id)}
        rowTestId="price-list-row"
        emptyText="Zatím žádné nahrávání."
        loadingText="Načítání…"
        errorText={messageOf(history.error, 'Nepodařilo se načíst historii nahrávání.')}
        search={SEARCH}
        toolbar={
          <ListExportButton
            path={priceListHistoryPath(kind)}
            state={list.state}
            fileName={excelFileName(priceListHistoryLists[kind])}
          />
        }
      />
    </Stack>
  )
}
