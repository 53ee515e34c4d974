import { useState } from 'react'
import { Alert, Center, Loader, Modal, Stack } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { useUser } from '../api/get-user'
import { useUpdateUser, type UpdateUserInput } from '../api/update-user'
import { EditUserForm } from './edit-user-form'
import { AccountActions } from './account-actions'

interface EditUserModalProps {
  /** The user being edited; null keeps the modal closed. */
  userId: string | null
  onClose: () => void
  onSaved: (message: string) => void
  onFailure: (message: string) => void
}

export function EditUserModal({ userId, onClose, onSaved, onFailure }: EditUserModalProps) {
  const detail = useUser(userId)
  const update = useUpdateUser()
  const [saveError, setSaveError] = useState<string | null>(null)

  const close = () => {
    setSaveError(null)
    onClose()
  }

  const save = (input: UpdateUserInput) => {
    if (!userId) return
    setSaveError(null)
    update.mutate(
      { id: userId, input },
      {
        onSuccess: () => {
          onSaved('Změny uloženy.')
          close()
        },
        onError: (error) => {
          const message = messageOf(error, 'Uložení se nezdařilo.')
          setSaveError(message)
          onFailure(message)
        },
      }
    )
  }

  return (
    <Modal opened={userId !== null} onClose={close} title="Upravit uživatele" size="lg">
      <Stack gap="md">
        {saveError && (
          <Alert color="red" variant="light" role="alert">
            {saveError}
          </Alert>
        )}
        {detail.isPending && (
          <Center py="lg">
            <Loader color="teal" />
          </Center>
        )}
        {detail.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(detail.error, 'Nepodařilo se načíst detail uživatele.')}
          </Alert>
        )}
        {detail.data && (
          <EditUserForm
            key={userId}
            user={detail.data}
            saving={update.isPending}
            onSave={save}
            onCancel={close}
          />
        )}
        {detail.data && (
          <AccountActions user={detail.data} onDone={onSaved} onFailure={onFailure} />
        )}
      </Stack>
    </Modal>
  )
}
