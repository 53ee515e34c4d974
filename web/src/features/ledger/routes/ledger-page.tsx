import { Paper } from '@mantine/core'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { excelFileName } from '../../../../../contracts/lists/list'
import { branchLedgerList } from '../../../../../contracts/lists/ledger'
import { useListState } from '../../../components/server-list/use-list-state'
import type { BranchRef } from '../../../lib/branch-ref'
import { useLedger } from '../api/get-ledger'
import { partnerColumns } from '../components/partner-columns'

/** The branch's balance with every other branch it exchanged goods with. */
export function LedgerPage({ branch }: { branch: BranchRef }) {
  const list = useListState()
  const ledger = useLedger(branch, list.state)
  return (
    <Paper withBorder p="lg" radius="md">
      <ServerTable
        list={list}
        query={ledger}
        columns={partnerColumns}
        getRowId={(row) => row.partner}
        rowTestId="ledger-row"
        emptyText="No ledger records"
        errorText="Failed to load ledger data."
        loadingText="Loading..."
        search={{ label: 'Hledat', placeholder: 'Partner branch' }}
        toolbar={
          <ListExportButton
            path="/ledger"
            extra={{ firma: branch.firma, pharmacyCode: branch.pharmacyCode }}
            state={list.state}
            fileName={excelFileName(branchLedgerList)}
          />
        }
        minWidth={360}
      />
    </Paper>
  )
}
