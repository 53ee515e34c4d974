import { useMemo, useState } from 'react'
import { Alert, Paper, Stack, Text, TextInput } from '@mantine/core'
import type { SortingState } from '@tanstack/react-table'
import { useInventory } from '../api/get-inventory'
import { BranchPage } from '../components/branch-page'
import { inventoryColumns } from '../components/inventory-columns'
import { InventorySummary } from '../components/inventory-summary'
import { SortableTable } from '../components/sortable-table'
import type { BranchRef, InventoryRow } from '../stock-item'
import { filterInventory, isUnderMinimum, summarizeInventory } from '../stock-rules'

const BY_NAME: SortingState = [{ id: 'name', desc: false }]
const NO_ROWS: InventoryRow[] = []

function Inventory({ branch, picked }: { branch: BranchRef; picked: boolean }) {
  const inventory = useInventory(branch, picked)
  const [search, setSearch] = useState('')
  const all = inventory.data ?? NO_ROWS
  const rows = useMemo(() => filterInventory(all, search), [all, search])
  const summary = useMemo(() => summarizeInventory(rows), [rows])

  if (inventory.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Nepodařilo se načíst sklad pobočky.
      </Alert>
    )
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <TextInput
          label="Hledat ve skladu"
          placeholder="Kód nebo název"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {inventory.isPending ? (
          <Text c="dimmed">Načítám sklad…</Text>
        ) : (
          <>
            <InventorySummary summary={summary} />
            <SortableTable
              data={rows}
              columns={inventoryColumns}
              initialSorting={BY_NAME}
              emptyText="Nic nenalezeno"
              getRowId={(row) => row.code}
              rowTestId="inventory-row"
              isAlert={isUnderMinimum}
              alertAttribute="data-under-minimum"
            />
          </>
        )}
      </Stack>
    </Paper>
  )
}

/** The branch stock by PDK with its minimum; rows under the minimum stand out. */
export function InventoryPage() {
  return (
    <BranchPage title="Sklad pobočky">
      {(branch, picked) => <Inventory branch={branch} picked={picked} />}
    </BranchPage>
  )
}
