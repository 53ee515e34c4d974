import { Paper } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import { ExpiryFilters } from '../../../components/expiry-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { excelFileName } from '../../../../../contracts/lists/list'
import { stockLists } from '../../../../../contracts/lists/stock_lists'
import { stockListOptions, useStockList } from '../api/get-stock-list'
import { branchPath, type BranchRef, type StockItem } from '../stock-item'
import { LastExport } from './last-export'

interface StockListViewProps {
  list: 'lezaky' | 'ohrozenci'
  branch: BranchRef
  /** Module-level constants, so the table gets stable columns. */
  columns: ColumnDef<StockItem, any>[]
  emptyText: string
  errorText: string
}

const idOf = (item: StockItem) => item.id ?? item._id

/* The screen's list and the server's name of it. */
const LISTS = { lezaky: stockLists.lezak, ohrozenci: stockLists.ohrozeny }

/** Ležáky or ohrožené: search on VZP code or name, the last export, a server-sorted table. */
export function StockListView({ list, branch, columns, emptyText, errorText }: StockListViewProps) {
  const listState = useListState(stockListOptions)
  const query = useStockList(list, branch, listState.state)
  return (
    <Paper withBorder p="sm" radius="md">
      <ServerTable
        list={listState}
        query={query}
        columns={columns}
        getRowId={idOf}
        rowTestId="stock-row"
        emptyText={emptyText}
        errorText={messageOf(query.error, errorText)}
        search={{ label: 'Hledat v seznamu', placeholder: 'Kód VZP nebo název' }}
        moreFilters={{
          names: stockListOptions.filters,
          content: (
            <>
              <ExpiryFilters list={listState} />
            </>
          ),
        }}
        exportButton={
          <ListExportButton
            path={branchPath(`/${list}`, branch)}
            state={listState.state}
            fileName={excelFileName(LISTS[list])}
          />
        }
        toolbarEnd={query.data && <LastExport lastBatch={query.data.body.lastBatch} />}
      />
    </Paper>
  )
}
