import { Button, Group } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatNumber } from '../../../lib/format'
import type { PreparedPackage } from '../api/get-prepared'
import { branchLabel } from '../transfer'
import { preparedPackagesList } from '../../../../../contracts/lists/transfers'

const column = listColumnHelper<PreparedPackage>()(preparedPackagesList)
const { headers } = preparedPackagesList

export interface PackageActions {
  onView: (pkg: PreparedPackage) => void
  onPrint: (code: string) => void
  onSend: (code: string) => void
}

/** One row per target branch; the callbacks must be stable so the columns are. */
export function buildPreparedColumns({ onView, onPrint, onSend }: PackageActions) {
  return [
    column.accessor((pkg) => branchLabel(pkg.targetPharmacyCode, pkg.targetName), {
      id: 'target',
      header: headers.target,
      meta: { sortField: 'targetPharmacyCode', card: 'title' },
    }),
    column.accessor((pkg) => pkg.count ?? pkg.items?.length ?? 0, {
      id: 'count',
      header: headers.count,
      meta: { sortField: 'count' },
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: headers.actions,
      meta: { card: 'actions' },
      cell: ({ row: { original: pkg } }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onView(pkg)} data-testid="view-button">
            View
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => onPrint(pkg.targetPharmacyCode)}
            data-testid="print-button"
          >
            Print
          </Button>
          <Button
            size="xs"
            onClick={() => onSend(pkg.targetPharmacyCode)}
            data-testid="send-button"
          >
            Send
          </Button>
        </Group>
      ),
    }),
  ]
}
