import type { BranchRef } from '../../../lib/branch-ref'
import { useArchive } from '../api/get-archive'
import { archiveItemColumns } from '../components/item-columns'
import { buildArchiveColumns } from '../components/prevodka-columns'
import { PrevodkaItemsModal } from '../components/prevodka-items-modal'
import { PrevodkyPage } from '../components/prevodky-page'

/** Received and closed převodky of the branch, in and out. */
export function ArchiveTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useArchive(branch)
  return (
    <PrevodkyPage
      list={list}
      what="archive transfers"
      errorText="Failed to load archived transfers."
      emptyText="No archived transfers."
      buildColumns={buildArchiveColumns}
      modal={(opened, close) => (
        <PrevodkaItemsModal prevodka={opened} columns={archiveItemColumns} onClose={close} />
      )}
    />
  )
}
