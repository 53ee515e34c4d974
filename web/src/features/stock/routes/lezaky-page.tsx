import { BranchPage } from '../components/branch-page'
import { lezakyColumns } from '../components/stock-list-columns'
import { StockListView } from '../components/stock-list-view'

/** Slow movers of the branch, by name. */
export function LezakyPage() {
  return (
    <BranchPage title="Ležáky">
      {(branch) => (
        <StockListView
          list="lezaky"
          branch={branch}
          columns={lezakyColumns}
          emptyText="Nenalezeny žádné ležáky."
          errorText="Nepodařilo se načíst ležáky."
        />
      )}
    </BranchPage>
  )
}
