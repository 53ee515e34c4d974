import type { SortingState } from '@tanstack/react-table'
import { messageOf } from '../../../lib/api-client'
import { useOhrozenci } from '../api/get-ohrozenci'
import { BranchPage } from '../components/branch-page'
import { ohrozenciColumns } from '../components/stock-list-columns'
import { StockListView } from '../components/stock-list-view'
import type { BranchRef } from '../stock-item'

const BY_DAYS_LEFT: SortingState = [{ id: 'zbyvaDni', desc: false }]

function OhrozenciList({ branch }: { branch: BranchRef }) {
  const list = useOhrozenci(branch)
  return (
    <StockListView
      list={list.data}
      loading={list.isPending}
      error={
        list.isError ? messageOf(list.error, 'Nepodařilo se načíst ohrožené přípravky.') : null
      }
      columns={ohrozenciColumns}
      initialSorting={BY_DAYS_LEFT}
      emptyText="Nenalezeny žádné ohrožené přípravky."
    />
  )
}

/** Near-expiry lots the branch will not sell in time, soonest first. */
export function OhrozenciPage() {
  return (
    <BranchPage title="Ohrožené přípravky">
      {(branch) => <OhrozenciList branch={branch} />}
    </BranchPage>
  )
}
