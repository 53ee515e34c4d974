import type { FormEvent } from 'react'
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import {
  emailProblem,
  serverFieldErrors,
  useFieldErrors,
  whenBlank,
} from '../../../lib/field-errors'
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
  const fields = useFieldErrors()
  const fieldErrors = fields.errors
  const create = useCreateUser()
  /* A text field's name, value and error; the error goes as soon as the value changes. */
  const field = (name: keyof typeof initialValues) => {
    const bound = bind(name)
    return {
      ...bound,
      name,
      error: fieldErrors[name],
      onChange: (event: Parameters<typeof bound.onChange>[0]) => {
        bound.onChange(event)
        fields.clear(name)
      },
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    const valid = fields.show({
      username: whenBlank(values.username, 'Vyplňte uživatelské jméno.'),
      email: emailProblem(values.email, 'Vyplňte e-mail.'),
      password: whenBlank(values.password, 'Vyplňte heslo.'),
      pharmacyCode: whenBlank(values.pharmacyCode, 'Vyplňte kód pobočky.'),
      firma: whenBlank(values.firma, 'Vyplňte firmu.'),
    })
    if (!valid) return
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
        fields.show(serverFieldErrors(error))
        onFailure(messageOf(error, 'Vytvoření se nezdařilo.'))
      },
    })
  }

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate aria-label="Nový uživatel">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextInput label="Uživatelské jméno" required {...field('username')} />
          <TextInput label="E-mail" type="email" required {...field('email')} />
          <PasswordInput
            label="Heslo"
            autoComplete="new-password"
            required
            /* Mantine marks only the wrapper of a password field invalid, not the input. */
            aria-invalid={Boolean(fieldErrors.password)}
            {...field('password')}
          />
          <TextInput label="Kód pobočky" required {...field('pharmacyCode')} />
          <TextInput label="Firma" required {...field('firma')} />
          <Select
            label="Role"
            name="role"
            data={roleOptions}
            value={values.role}
            onChange={(value) => set('role', value ?? 'user')}
            allowDeselect={false}
            error={fieldErrors.role}
          />
          <TextInput label="Celé jméno (nepovinné)" {...field('fullName')} />
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
