import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { TextFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { lotsListOptions, useLots } from '../api/get-lots'
import { BranchPage } from '../components/branch-page'
import { lotColumns } from '../components/lot-columns'
import type { BranchRef } from '../stock-item'
import { excelFileName } from '../../../../../contracts/lists/list'
import { lotsList } from '../../../../../contracts/lists/branch_lots'

const SEARCH = { label: 'Hledat v šaržích', placeholder: 'Název, PDK, SÚKL nebo šarže' }

function Lots({ branch, picked }: { branch: BranchRef; picked: boolean }) {
  const list = useListState(lotsListOptions)
  const lots = useLots(branch, picked, list.state)
  const scope = picked ? { firma: branch.firma, pharmacyCode: branch.pharmacyCode } : undefined

  if (lots.isError && !lots.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        Nepodařilo se načíst šarže pobočky.
      </Alert>
    )
  }
  const product = list.state.filters.pdk
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        {product && (
          <Group gap="sm" data-testid="lots-product">
            <Text size="sm">
              Šarže jednoho přípravku: PDK <b>{product}</b>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => list.setFilter('pdk', null)}>
              Všechny šarže pobočky
            </Button>
          </Group>
        )}
        <ServerTable
          list={list}
          query={lots}
          columns={lotColumns}
          getRowId={(row) => row.id}
          rowTestId="lot-row"
          emptyText="Nic nenalezeno"
          loadingText="Načítám šarže…"
          search={SEARCH}
          toolbar={
            <>
              <TextFilter
                label="PDK přípravku"
                placeholder="PDK (přesný kód)"
                width={150}
                value={list.state.filters.pdk}
                onChange={(value) => list.setFilter('pdk', value)}
                testId="lots-pdk-filter"
              />
              <ListExportButton
                path="/pharmacy/lots"
                state={list.state}
                extra={scope}
                fileName={excelFileName(lotsList)}
              />
            </>
          }
        />
      </Stack>
    </Paper>
  )
}

/**
 * The branch stock lot by lot (issue #36): each šarže with its expiry and quantity, the
 * nearest expiry first within a product; the header search's stock result opens it for
 * one product (`?pdk=`).
 */
export function LotsPage() {
  return (
    <BranchPage title="Šarže a expirace">
      {(branch, picked) => <Lots branch={branch} picked={picked} />}
    </BranchPage>
  )
}
