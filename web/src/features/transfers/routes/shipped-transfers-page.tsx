import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useShipped } from '../api/get-shipped'
import { shippedItemColumns } from '../components/item-columns'
import { buildShippedColumns } from '../components/prevodka-columns'
import { PrevodkaItemsModal } from '../components/prevodka-items-modal'
import { PREVODKA_FILTERS, PrevodkaFilters } from '../components/prevodka-filters'
import { PrevodkyPage } from '../components/prevodky-page'
import { longTransitRow } from '../components/transit-days'
import { prevodkaLists } from '../../../../../contracts/lists/transfers'

/** Převodky the branch sent, with their days on the way; the lines show their supplier. */
export function ShippedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: PREVODKA_FILTERS })
  const query = useShipped(branch, list.state)
  return (
    <PrevodkyPage
      list={list}
      query={query}
      exportPath={branchPath('/transfers/shipped', branch)}
      exportList={prevodkaLists.shipped}
      filters={
        <PrevodkaFilters
          list={list}
          stavs={prevodkaLists.shipped.filters.stav.values}
          sides={['target']}
        />
      }
      what="shipped transfers"
      errorText="Failed to load shipped transfers."
      emptyText="No shipped transfers."
      printable
      buildColumns={buildShippedColumns}
      rowProps={longTransitRow}
      modal={(opened, close) => (
        <PrevodkaItemsModal prevodka={opened} columns={shippedItemColumns} onClose={close} />
      )}
    />
  )
}
