import { useMemo } from 'react'
import { Alert, Paper, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { useLedger } from '../api/get-ledger'
import { partnerColumns } from '../components/partner-columns'
import type { LedgerRelation } from '../ledger'
import { partnerBalances } from '../ledger-rules'

const NO_RELATIONS: LedgerRelation[] = []

/** The branch's balance with every other branch it exchanged goods with. */
export function LedgerPage({ branch }: { branch: BranchRef }) {
  const ledger = useLedger(branch)
  const relations = ledger.data ?? NO_RELATIONS
  const rows = useMemo(
    () => partnerBalances(relations, branch.pharmacyCode),
    [relations, branch.pharmacyCode]
  )

  return (
    <Paper withBorder p="lg" radius="md">
      {ledger.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load ledger data.
        </Alert>
      ) : ledger.isPending ? (
        <Text c="dimmed">Loading...</Text>
      ) : (
        <ListTable
          data={rows}
          columns={partnerColumns}
          getRowId={(row) => row.partner}
          rowTestId="ledger-row"
          emptyText="No ledger records"
          minWidth={360}
        />
      )}
    </Paper>
  )
}
