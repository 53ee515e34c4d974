import { useState, type FormEvent } from 'react'
import { Badge, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { ApiError, messageOf } from '../../../lib/api-client'
import { userIdOf, type User } from '../../../lib/user'
import { useSetPassword, useSignOutEverywhere } from '../api/account-actions'

interface AccountActionsProps {
  user: User
  onDone: (message: string) => void
  onFailure: (message: string) => void
}

/** The admin's part of an account's security: a new password, and "odhlásit všude". */
export function AccountActions({ user, onDone, onFailure }: AccountActionsProps) {
  const setPassword = useSetPassword()
  const signOut = useSignOutEverywhere()
  const [password, setPasswordValue] = useState('')
  const [mustChange, setMustChange] = useState(true)
  const id = userIdOf(user)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPassword.mutate(
      { id, password, mustChangePassword: mustChange },
      {
        onSuccess: () => {
          setPasswordValue('')
          onDone(`Heslo uživatele ${user.username} bylo nastaveno a jeho přihlášení ukončena.`)
        },
        onError: (error) => onFailure(messageOf(error, 'Heslo se nepodařilo nastavit.')),
      }
    )
  }
  const passwordError =
    setPassword.error instanceof ApiError
      ? setPassword.error.fieldErrors.find((f) => f.field === 'password')?.message
      : undefined

  return (
    <Stack gap="sm" data-testid="account-actions">
      <Divider label="Zabezpečení účtu" labelPosition="left" />
      <Group gap="xs">
        <Text size="sm">Dvoufázové ověření:</Text>
        <Badge color={user.twoFactorEnabled ? 'teal' : 'gray'} variant="light">
          {user.twoFactorEnabled ? 'zapnuté' : 'vypnuté'}
        </Badge>
        {user.mustChangePassword && (
          <Badge color="orange" variant="light">
            musí si změnit heslo
          </Badge>
        )}
      </Group>
      <form onSubmit={submit}>
        <Group align="flex-end">
          <PasswordInput
            label="Nové heslo"
            autoComplete="new-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPasswordValue(event.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          <Checkbox
            label="Při příštím přihlášení si ho musí změnit"
            checked={mustChange}
            onChange={(event) => setMustChange(event.currentTarget.checked)}
            mb={8}
          />
          <Button type="submit" variant="light" loading={setPassword.isPending}>
            Nastavit heslo
          </Button>
        </Group>
      </form>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Ukončí všechna přihlášení uživatele na všech zařízeních.
        </Text>
        <Button
          variant="default"
          color="red"
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(id, {
              onSuccess: ({ ended }) =>
                onDone(`Uživatel ${user.username} byl odhlášen všude (${ended}).`),
              onError: (error) => onFailure(messageOf(error, 'Odhlášení se nezdařilo.')),
            })
          }
        >
          Odhlásit všude
        </Button>
      </Group>
    </Stack>
  )
}
