import { useState, type FormEvent } from 'react'
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core'
import { ApiError, messageOf } from '../../../lib/api-client'
import type { User } from '../../../lib/user'
import { useChangePassword } from '../api/change-password'

export const PASSWORD_CHANGED = 'Heslo bylo změněno. Ostatní přihlášení byla ukončena.'

interface PasswordCardProps {
  onDone: (message: string) => void
  onFailure: (message: string) => void
  /** The account as the change left it (its pending steps cleared). */
  onChanged?: (user: User) => void
}

const MISMATCH = 'Nové heslo a jeho kontrola se neshodují.'
const BLANK = {
  currentPassword: 'Vyplňte současné heslo.',
  newPassword: 'Vyplňte nové heslo.',
  repeat: 'Vyplňte nové heslo ještě jednou.',
}

/** The profile's password change; the account's other sign-ins end with it. */
export function PasswordCard({ onDone, onFailure, onChanged }: PasswordCardProps) {
  const change = useChangePassword()
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  const bind = (name: keyof typeof values) => ({
    'value': values[name],
    'error': errors[name],
    /* Mantine marks only the wrapper of a password field invalid, not the input. */
    'aria-invalid': Boolean(errors[name]),
    'onChange': (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    /* The form's own Czech messages, not the browser's bubbles (the form has noValidate). */
    const blank = Object.fromEntries(
      (Object.keys(BLANK) as (keyof typeof BLANK)[])
        .filter((name) => !values[name])
        .map((name) => [name, BLANK[name]])
    )
    if (Object.keys(blank).length > 0) {
      setErrors(blank)
      return
    }
    if (values.newPassword !== values.repeat) {
      setErrors({ repeat: MISMATCH })
      return
    }
    setErrors({})
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (user) => {
          setValues({ currentPassword: '', newPassword: '', repeat: '' })
          onDone(PASSWORD_CHANGED)
          onChanged?.(user)
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : []
          setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])))
          onFailure(messageOf(error, 'Heslo se nepodařilo změnit.'))
        },
      }
    )
  }

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Heslo musí mít alespoň 8 znaků, nesmí patřit mezi běžně používaná hesla a nesmí obsahovat
          váš e-mail ani uživatelské jméno.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordInput
            label="Současné heslo"
            autoComplete="current-password"
            required
            {...bind('currentPassword')}
          />
          <PasswordInput
            label="Nové heslo"
            autoComplete="new-password"
            required
            {...bind('newPassword')}
          />
          <PasswordInput
            label="Nové heslo znovu"
            autoComplete="new-password"
            required
            {...bind('repeat')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Změnit heslo
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
