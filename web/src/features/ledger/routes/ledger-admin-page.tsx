import type { ReactNode } from 'react'
import { Paper, Stack } from '@mantine/core'
import { normalizeFirma } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { excelFileName } from '../../../../../contracts/lists/list'
import { firmaLedgerList } from '../../../../../contracts/lists/ledger'
import { useListState } from '../../../components/server-list/use-list-state'
import { useCurrentUser } from '../../../lib/current-user'
import { useLedgerAdmin } from '../api/get-ledger-admin'
import { ledgerAdminColumns } from '../components/ledger-admin-columns'
import { PageTitle } from '../../../components/page-title'

interface LedgerAdminPageProps {
  /** Převodky still on the way with their days (transfers feature); the app passes it in. */
  inTransit?: ReactNode
}

/** Every branch of the firma with its total balance; its relations unfold on demand. */
export function LedgerAdminPage({ inTransit }: LedgerAdminPageProps) {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  const list = useListState()
  const ledger = useLedgerAdmin(firma, list.state)

  return (
    <Stack gap="lg">
      <PageTitle>Saldo všech poboček</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <ServerTable
          list={list}
          query={ledger}
          columns={ledgerAdminColumns}
          getRowId={(row) => row.pharmacyCode}
          rowTestId="ledger-row"
          emptyText="No ledger records"
          errorText="Failed to load the ledger."
          loadingText="Loading..."
          search={{ label: 'Hledat', placeholder: 'Branch' }}
          toolbar={
            <ListExportButton
              path="/ledger"
              extra={{ firma }}
              state={list.state}
              fileName={excelFileName(firmaLedgerList)}
            />
          }
        />
      </Paper>
      {inTransit}
    </Stack>
  )
}
