import type { ReactNode } from 'react'
import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { normalizeFirma } from '../../../../../app/core/branch_code'
import { domain } from '../../../../../config/domain'
import { ListTable } from '../../../components/list-table'
import { useCurrentUser } from '../../../lib/current-user'
import { useLedgerAdmin } from '../api/get-ledger-admin'
import { ledgerAdminColumns } from '../components/ledger-admin-columns'
import type { LedgerBranch } from '../ledger'

const NO_BRANCHES: LedgerBranch[] = []

interface LedgerAdminPageProps {
  /** Převodky still on the way with their days (transfers feature); the app passes it in. */
  inTransit?: ReactNode
}

/** Every branch of the firma with its total balance; its relations unfold on demand. */
export function LedgerAdminPage({ inTransit }: LedgerAdminPageProps) {
  const firma = normalizeFirma(useCurrentUser().firma) ?? domain.DEFAULT_FIRMA
  const ledger = useLedgerAdmin(firma)

  return (
    <Stack gap="lg">
      <Title order={2}>Saldo všech poboček</Title>
      <Paper withBorder p="lg" radius="md">
        {ledger.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load the ledger.
          </Alert>
        ) : ledger.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ListTable
            data={ledger.data ?? NO_BRANCHES}
            columns={ledgerAdminColumns}
            getRowId={(row) => row.pharmacyCode}
            rowTestId="ledger-row"
            emptyText="No ledger records"
          />
        )}
      </Paper>
      {inTransit}
    </Stack>
  )
}
