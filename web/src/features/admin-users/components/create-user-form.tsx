import { useState, type FormEvent } from 'react'
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { ApiError, messageOf } from '../../../lib/api-client'
import type { Role } from '../../../lib/user'
import { useCreateUser } from '../api/create-user'
import { roleOptions } from './role-options'
import { useFormValues } from './use-form-values'

const initialValues = {
  username: '',
  email: '',
  password: '',
  pharmacyCode: '',
  firma: 'LEMON',
  role: 'user',
  fullName: '',
}

interface CreateUserFormProps {
  onSuccess: (message: string) => void
  onFailure: (message: string) => void
}

export function CreateUserForm({ onSuccess, onFailure }: CreateUserFormProps) {
  const { values, bind, set, reset } = useFormValues(initialValues)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const create = useCreateUser()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    setFieldErrors({})
    const input = {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      pharmacyCode: values.pharmacyCode.trim(),
      firma: values.firma.trim(),
      role: values.role as Role,
      fullName: values.fullName.trim() || null,
    }
    create.mutate(input, {
      onSuccess: () => {
        reset()
        onSuccess('Uživatel vytvořen.')
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setFieldErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])))
        }
        onFailure(messageOf(error, 'Vytvoření se nezdařilo.'))
      },
    })
  }

  return (
    <form onSubmit={submit} aria-label="Nový uživatel">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextInput
            label="Uživatelské jméno"
            name="username"
            required
            error={fieldErrors.username}
            {...bind('username')}
          />
          <TextInput
            label="E-mail"
            name="email"
            type="email"
            required
            error={fieldErrors.email}
            {...bind('email')}
          />
          <PasswordInput
            label="Heslo"
            name="password"
            autoComplete="new-password"
            required
            error={fieldErrors.password}
            {...bind('password')}
          />
          <TextInput
            label="Kód pobočky"
            name="pharmacyCode"
            required
            error={fieldErrors.pharmacyCode}
            {...bind('pharmacyCode')}
          />
          <TextInput
            label="Firma"
            name="firma"
            required
            error={fieldErrors.firma}
            {...bind('firma')}
          />
          <Select
            label="Role"
            name="role"
            data={roleOptions}
            value={values.role}
            onChange={(value) => set('role', value ?? 'user')}
            allowDeselect={false}
            error={fieldErrors.role}
          />
          <TextInput
            label="Celé jméno (nepovinné)"
            name="fullName"
            error={fieldErrors.fullName}
            {...bind('fullName')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Vytvořit uživatele
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
