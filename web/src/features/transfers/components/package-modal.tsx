import { Button, Group, Modal, Stack } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import type { PreparedPackage } from '../api/get-prepared'
import { branchLabel } from '../transfer'
import { packageItemColumns } from './item-columns'

const NO_ITEMS: PoolItem[] = []

interface PackageModalProps {
  /** The package shown; null keeps the modal closed. */
  pkg: PreparedPackage | null
  onClose: () => void
  onPrint: (code: string) => void
  onSend: (code: string) => void
}

/** The picked items for one target branch, with the package's own Print and Send. */
export function PackageModal({ pkg, onClose, onPrint, onSend }: PackageModalProps) {
  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      title={pkg ? `Package for ${branchLabel(pkg.targetPharmacyCode, pkg.targetName)}` : ''}
      size="xl"
    >
      <Stack gap="md">
        <ListTable
          data={pkg?.items ?? NO_ITEMS}
          columns={packageItemColumns}
          getRowId={itemIdOf}
          rowTestId="package-item-row"
          minWidth={560}
        />
        {pkg && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onPrint(pkg.targetPharmacyCode)}>
              Print
            </Button>
            <Button onClick={() => onSend(pkg.targetPharmacyCode)} data-testid="modal-send-button">
              Send
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
