import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable, type ServerTableProps } from '../../../components/server-list/server-table'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { transferMoreFilters } from './transfer-filters'
import type { BranchSide } from './transfer-columns'
import { excelFileName } from '../../../../../contracts/lists/list'
import { transferItemLists, type TransferItemList } from '../../../../../contracts/lists/transfers'

const stavOf = (item: PoolItem) => ({ 'data-stav': item.stav })

/* The server finds the other branch by its code and by its name too (issue #36). */
const SEARCH = { label: 'Hledat', placeholder: 'Název, PDK, SÚKL, šarže nebo pobočka' }

type Shared = 'getRowId' | 'rowTestId' | 'rowProps' | 'search' | 'moreFilters' | 'exportButton'

interface TransferItemsTableProps extends Omit<ServerTableProps<PoolItem>, Shared> {
  branch: BranchRef
  /** The list's name: its API path `/transfers/<name>` and its workbook (contracts/lists). */
  itemList: TransferItemList
  /** The other branch the list names, and filters by. */
  side: BranchSide
  onExportError?: (message: string) => void
}

/**
 * An item list of the transfer screens (Návrhy k přijetí, K odeslání, Potvrzené): the
 * server-paged table with what the three share — rows by item id with their stav, the
 * search, the other branch and expiry under "Filtry", the Excel export.
 */
export function TransferItemsTable(props: TransferItemsTableProps) {
  const { branch, itemList, side, onExportError, ...table } = props
  return (
    <ServerTable
      {...table}
      getRowId={itemIdOf}
      rowTestId="transfer-row"
      rowProps={stavOf}
      search={SEARCH}
      moreFilters={transferMoreFilters(table.list, side)}
      exportButton={
        <ListExportButton
          path={branchPath(`/transfers/${itemList}`, branch)}
          state={table.list.state}
          fileName={excelFileName(transferItemLists[itemList])}
          onError={onExportError}
        />
      }
    />
  )
}
