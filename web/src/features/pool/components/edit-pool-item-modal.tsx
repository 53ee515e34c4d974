import { useState } from 'react'
import { Alert, Modal, Stack } from '@mantine/core'
import { ApiError, messageOf } from '../../../lib/api-client'
import { confirmAction } from '../../../lib/confirm'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useDeletePoolItem } from '../api/delete-pool-item'
import { useUpdatePoolItem, type EditedPoolItem } from '../api/update-pool-item'
import { EditPoolItemForm } from './edit-pool-item-form'

interface EditPoolItemModalProps {
  /** The item being edited; null keeps the dialog closed. */
  item: PoolItem | null
  onClose: () => void
}

/** A stale version (409) or an invalid field (422) is explained; other failures only logged. */
function dialogMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return null
  return messageOf(error, 'Položku se nepodařilo uložit.')
}

export function EditPoolItemModal({ item, onClose }: EditPoolItemModalProps) {
  const update = useUpdatePoolItem()
  const remove = useDeletePoolItem()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }
  const save = (edited: EditedPoolItem) => {
    setError(null)
    update.mutate(edited, { onSuccess: close, onError: (e) => setError(dialogMessage(e)) })
  }
  const destroy = () => {
    if (!item) return
    confirmAction({
      question: `Opravdu smazat položku ${item['Název']}?`,
      title: 'Smazat položku',
      confirmLabel: 'Smazat',
      cancelLabel: 'Zrušit',
      danger: true,
      onConfirm: () => {
        setError(null)
        remove.mutate(itemIdOf(item), {
          onSuccess: close,
          onError: (e) => setError(dialogMessage(e)),
        })
      },
    })
  }

  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={item ? `Úprava položky ${item.PDK} – ${item['Název']}` : ''}
      size={850}
      styles={{ content: { maxHeight: '90vh' } }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="edit-error">
            {error}
          </Alert>
        )}
        {item && (
          <EditPoolItemForm
            key={itemIdOf(item)}
            item={item}
            saving={update.isPending}
            deleting={remove.isPending}
            onSave={save}
            onDelete={destroy}
            onCancel={close}
          />
        )}
      </Stack>
    </Modal>
  )
}
