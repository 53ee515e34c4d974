import { BranchPage } from '../components/branch-page'
import { ohrozenciColumns } from '../components/stock-list-columns'
import { StockListView } from '../components/stock-list-view'

/** Near-expiry lots the branch will not sell in time, soonest first. */
export function OhrozenciPage() {
  return (
    <BranchPage title="Ohrožené přípravky">
      {(branch) => (
        <StockListView
          list="ohrozenci"
          branch={branch}
          columns={ohrozenciColumns}
          emptyText="Nenalezeny žádné ohrožené přípravky."
          errorText="Nepodařilo se načíst ohrožené přípravky."
        />
      )}
    </BranchPage>
  )
}
