import { useMemo } from 'react'
import { Button, Collapse, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { ListTable } from '../../../components/list-table'
import type { LedgerBranch } from '../ledger'
import { partnerBalances } from '../ledger-rules'
import { targetColumns } from './partner-columns'

/** The relations of one branch, folded away until asked for. */
export function RelationsCell({ branch }: { branch: LedgerBranch }) {
  const [opened, { toggle }] = useDisclosure(false)
  const { relations, pharmacyCode } = branch
  const rows = useMemo(
    () => partnerBalances(relations ?? [], pharmacyCode),
    [relations, pharmacyCode]
  )

  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant="subtle"
        onClick={toggle}
        aria-expanded={opened}
        data-testid="relations-toggle"
        w="fit-content"
      >
        {opened ? '▾' : '▸'} Relations ({rows.length})
      </Button>
      <Collapse expanded={opened}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-relations">
            No relations
          </Text>
        ) : (
          <ListTable
            data={rows}
            columns={targetColumns}
            getRowId={(row) => row.partner}
            rowTestId="relation-row"
            minWidth={280}
          />
        )}
      </Collapse>
    </Stack>
  )
}
