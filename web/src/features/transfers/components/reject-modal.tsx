import { useState } from 'react'
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import type { PoolItem } from '../../../lib/pool-item'

interface RejectModalProps {
  /** The item being rejected; null keeps the modal closed. */
  item: PoolItem | null
  onClose: () => void
  onReject: (item: PoolItem, reason: string) => void
}

/** Rejecting a proposal with an optional reason. */
export function RejectModal({ item, onClose, onReject }: RejectModalProps) {
  const [reason, setReason] = useState('')
  const close = () => {
    setReason('')
    onClose()
  }
  const reject = () => {
    if (item) onReject(item, reason.trim())
    close()
  }

  return (
    <Modal opened={item !== null} onClose={close} title="Odmítnout položku" size="sm">
      <Stack gap="md">
        {item && (
          <Text size="sm">
            {item.PDK} – {item['Název']}
          </Text>
        )}
        <TextInput
          label="Důvod (nepovinné)"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="reject-reason"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Zrušit
          </Button>
          <Button color="red" onClick={reject} data-testid="reject-submit">
            Odmítnout
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
