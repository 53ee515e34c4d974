import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { useReceived } from '../api/get-received'
import { buildReceivedColumns } from '../components/prevodka-columns'
import { PREVODKA_FILTERS, PrevodkaFilters } from '../components/prevodka-filters'
import { PrevodkyPage } from '../components/prevodky-page'
import { ReceiptModal } from '../components/receipt-modal'
import { prevodkaLists } from '../../../../../contracts/lists/transfers'

/** Převodky on their way to the branch; a receipt marks each line delivered or not. */
export function ReceivedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: PREVODKA_FILTERS })
  const query = useReceived(branch, list.state)
  const feedback = useFeedback()
  return (
    <PrevodkyPage
      list={list}
      query={query}
      exportPath={branchPath('/transfers/received', branch)}
      exportList={prevodkaLists.received}
      filters={
        <PrevodkaFilters
          list={list}
          stavs={prevodkaLists.received.filters.stav.values}
          sides={['source']}
        />
      }
      what="received transfers"
      errorText="Failed to load received transfers."
      emptyText="No received transfers."
      feedback={feedback}
      buildColumns={buildReceivedColumns}
      modal={(opened, close) => (
        <ReceiptModal
          branch={branch}
          prevodka={opened}
          onClose={close}
          onReceived={feedback.success}
        />
      )}
    />
  )
}
