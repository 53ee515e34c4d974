import { useState } from 'react'
import { Alert, Modal, Stack } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import { useCreateTask, type CreateTaskInput } from '../api/create-task'
import type { TaskFieldErrors } from './create-task-values'
import { CreateTaskForm } from './create-task-form'

interface CreateTaskModalProps {
  opened: boolean
  onClose: () => void
  onCreated: (message: string) => void
  onFailure: (message: string) => void
}

/** The server's field errors, e.g. `pharmacyCodes.0` folded into `pharmacyCodes`. */
function fieldErrorsOf(error: unknown): TaskFieldErrors {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field.split('.')[0], e.message]))
}

export function CreateTaskModal({ opened, onClose, onCreated, onFailure }: CreateTaskModalProps) {
  const create = useCreateTask()
  const [error, setError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<TaskFieldErrors>({})

  const close = () => {
    setError(null)
    setServerErrors({})
    onClose()
  }

  const submit = (input: CreateTaskInput) => {
    setError(null)
    setServerErrors({})
    create.mutate(input, {
      onSuccess: () => {
        onCreated('Úkol byl vytvořen.')
        close()
      },
      onError: (failure) => {
        const reason = failure instanceof ApiError ? failure.serverMessage : undefined
        const message = `Úkol se nepodařilo vytvořit${reason ? `: ${reason}` : ''}`
        setError(message)
        setServerErrors(fieldErrorsOf(failure))
        onFailure(message)
      },
    })
  }

  return (
    <Modal opened={opened} onClose={close} title="Nový úkol" size="lg">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <CreateTaskForm
          saving={create.isPending}
          serverErrors={serverErrors}
          onSubmit={submit}
          onCancel={close}
        />
      </Stack>
    </Modal>
  )
}
