import { useMemo } from 'react'
import { messageOf } from '../../../lib/api-client'
import { useListState } from '../../../components/server-list/use-list-state'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { useCancelBlock } from '../api/cancel-block'
import { useRefused } from '../api/get-refused'
import { ListPanel } from '../components/prevodky-page'
import { buildRefusedColumns } from '../components/refused-columns'
import { refusedItemsList } from '../../../../../contracts/lists/refused'

/** Items the branch refused; cancelling the block lets them be offered again. */
export function RefusedItemsPage({ branch }: { branch: BranchRef }) {
  const list = useListState()
  const query = useRefused(branch, list.state)
  const { mutate: cancelBlock } = useCancelBlock(branch)
  const feedback = useFeedback()
  const { failure } = feedback
  const columns = useMemo(
    () =>
      buildRefusedColumns((row) =>
        cancelBlock(row.poolItemId, {
          onError: (error) => failure(messageOf(error, 'Failed to cancel the block.')),
        })
      ),
    [cancelBlock, failure]
  )

  return (
    <ListPanel
      list={list}
      query={query}
      search={{ label: 'Hledat', placeholder: 'Name, PDK or batch' }}
      exportPath={branchPath('/refused', branch)}
      exportList={refusedItemsList}
      what="refused items"
      errorText="Failed to load refused items."
      emptyText="No refused items."
      feedback={feedback}
      columns={columns}
      getRowId={(row) => row._id}
      rowTestId="refused-row"
    />
  )
}
