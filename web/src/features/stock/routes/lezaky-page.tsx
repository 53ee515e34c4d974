import type { SortingState } from '@tanstack/react-table'
import { messageOf } from '../../../lib/api-client'
import { useLezaky } from '../api/get-lezaky'
import { BranchPage } from '../components/branch-page'
import { lezakyColumns } from '../components/stock-list-columns'
import { StockListView } from '../components/stock-list-view'
import type { BranchRef } from '../stock-item'

const BY_NAME: SortingState = [{ id: 'nazev', desc: false }]

function LezakyList({ branch }: { branch: BranchRef }) {
  const list = useLezaky(branch)
  return (
    <StockListView
      list={list.data}
      loading={list.isPending}
      error={list.isError ? messageOf(list.error, 'Nepodařilo se načíst ležáky.') : null}
      columns={lezakyColumns}
      initialSorting={BY_NAME}
      emptyText="Nenalezeny žádné ležáky."
    />
  )
}

/** Slow movers of the branch, by name. */
export function LezakyPage() {
  return <BranchPage title="Ležáky">{(branch) => <LezakyList branch={branch} />}</BranchPage>
}
