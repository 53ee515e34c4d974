import { useState } from 'react'
import { Alert, Modal, Stack, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { confirmAction } from '../../../lib/confirm'
import { useTransferDetail } from '../api/get-transfer-detail'
import { useReceiveTransfer, type ReceivedLine } from '../api/receive-transfer'
import type { Prevodka } from '../transfer'
import { ReceiptForm } from './receipt-form'

interface ReceiptModalProps {
  branch: BranchRef
  /** The převodka being received; null keeps the modal closed. */
  prevodka: Prevodka | null
  onClose: () => void
  onReceived: (message: string) => void
}

/** The receipt of one převodka: lines delivered, short or not, confirmed after a prompt. */
export function ReceiptModal({ branch, prevodka, onClose, onReceived }: ReceiptModalProps) {
  const id = prevodka?.prevodkaId ?? null
  const detail = useTransferDetail(id)
  const receive = useReceiveTransfer(branch)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onClose()
  }

  const confirm = (receivedItems: ReceivedLine[]) => {
    if (!id) return
    confirmAction({
      question: 'Do you really want to confirm the receipt of this transfer?',
      title: `Transfer ${id}`,
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
      onConfirm: () => {
        setError(null)
        receive.mutate(
          { prevodkaId: id, receivedItems },
          {
            onSuccess: () => {
              onReceived(`Transfer ${id} has been processed.`)
              close()
            },
            onError: () => setError('Failed to confirm receipt.'),
          }
        )
      },
    })
  }

  return (
    <Modal opened={prevodka !== null} onClose={close} title={`Transfer ${id ?? ''}`} size={1180}>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="receipt-error">
            {error}
          </Alert>
        )}
        {detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load transfer items.
          </Alert>
        ) : detail.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ReceiptForm
            key={id}
            items={detail.data}
            busy={receive.isPending}
            onConfirm={confirm}
            onClose={close}
          />
        )}
      </Stack>
    </Modal>
  )
}
