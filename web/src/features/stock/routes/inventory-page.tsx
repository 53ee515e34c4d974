import { Alert, Paper, Stack } from '@mantine/core'
import { SelectFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { inventoryListOptions, useInventory, useInventorySummary } from '../api/get-inventory'
import { BranchPage } from '../components/branch-page'
import { inventoryColumns } from '../components/inventory-columns'
import { InventorySummary } from '../components/inventory-summary'
import type { BranchRef, InventoryRow } from '../stock-item'
import { isUnderMinimum } from '../stock-rules'
import { excelFileName } from '../../../../../contracts/lists/list'
import { inventoryList } from '../../../../../contracts/lists/branch_inventory'

const rowProps = (row: InventoryRow) => {
  const alert = isUnderMinimum(row)
  return { 'bg': alert ? 'red.1' : undefined, 'data-under-minimum': String(alert) }
}

function Inventory({ branch, picked }: { branch: BranchRef; picked: boolean }) {
  const list = useListState(inventoryListOptions)
  const inventory = useInventory(branch, picked, list.state)
  const summary = useInventorySummary(branch, picked, list.state)
  const scope = picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined

  if (inventory.isError && !inventory.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        Nepodařilo se načíst sklad pobočky.
      </Alert>
    )
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {summary.data && <InventorySummary summary={summary.data} />}
        <ServerTable
          list={list}
          query={inventory}
          columns={inventoryColumns}
          getRowId={(row) => row.code}
          rowTestId="inventory-row"
          rowProps={rowProps}
          emptyText="Nic nenalezeno"
          loadingText="Načítám sklad…"
          search={{ label: 'Hledat ve skladu', placeholder: 'Kód nebo název' }}
          toolbar={
            <>
              <SelectFilter
                label="Minimum"
                value={list.state.filters.underMinimum}
                options={[
                  { value: 'true', label: 'Pod minimem' },
                  { value: 'false', label: 'Nad minimem' },
                ]}
                onChange={(value) => list.setFilter('underMinimum', value)}
              />
              <ListExportButton
                path="/pharmacy/inventory"
                state={list.state}
                extra={scope}
                fileName={excelFileName(inventoryList)}
              />
            </>
          }
        />
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
