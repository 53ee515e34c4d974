import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useArchive } from '../api/get-archive'
import { archiveItemColumns } from '../components/item-columns'
import { buildArchiveColumns } from '../components/prevodka-columns'
import { PrevodkaItemsModal } from '../components/prevodka-items-modal'
import { PREVODKA_FILTERS, PrevodkaFilters } from '../components/prevodka-filters'
import { PrevodkyPage } from '../components/prevodky-page'
import { prevodkaLists } from '../../../../../contracts/lists/transfers'

/** Received and closed převodky of the branch, in and out. */
export function ArchiveTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: PREVODKA_FILTERS })
  const query = useArchive(branch, list.state)
  return (
    <PrevodkyPage
      list={list}
      query={query}
      exportPath={branchPath('/transfers/archive', branch)}
      exportList={prevodkaLists.archive}
      filters={
        <PrevodkaFilters
          list={list}
          stavs={prevodkaLists.archive.filters.stav.values}
          sides={['source', 'target']}
        />
      }
      what="archive transfers"
      errorText="Failed to load archived transfers."
      emptyText="No archived transfers."
      printable
      buildColumns={buildArchiveColumns}
      modal={(opened, close) => (
        <PrevodkaItemsModal prevodka={opened} columns={archiveItemColumns} onClose={close} />
      )}
    />
  )
}
