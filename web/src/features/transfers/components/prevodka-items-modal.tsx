import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import { ListTable } from '../../../components/list-table'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useTransferDetail } from '../api/get-transfer-detail'
import { usePrintPrevodka } from '../api/print-prevodka'
import type { Prevodka } from '../transfer'

interface PrevodkaItemsModalProps {
  /** The převodka shown; null keeps the modal closed. */
  prevodka: Prevodka | null
  /** A module constant, so the table gets stable columns. */
  columns: ColumnDef<PoolItem, any>[]
  onClose: () => void
}

/** The lines of a sent or archived převodka, read-only, and its document to print again. */
export function PrevodkaItemsModal({ prevodka, columns, onClose }: PrevodkaItemsModalProps) {
  const detail = useTransferDetail(prevodka?.prevodkaId ?? null)
  const print = usePrintPrevodka()
  return (
    <Modal
      opened={prevodka !== null}
      onClose={onClose}
      title={prevodka ? `Transfer ${prevodka.prevodkaId}` : ''}
      size="xl"
    >
      <Stack gap="md">
        {detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load transfer items.
          </Alert>
        ) : detail.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ListTable
            data={detail.data}
            columns={columns}
            getRowId={itemIdOf}
            rowTestId="prevodka-item-row"
            minWidth={600}
          />
        )}
        <Group justify="flex-end">
          {prevodka && (
            <Button
              variant="light"
              onClick={() => print(prevodka.prevodkaId)}
              data-testid="reprint-detail-button"
            >
              Print
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
