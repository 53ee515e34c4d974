import type { FormEvent } from 'react'
import { useState } from 'react'
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { roleOf, type Role, type User } from '../../../lib/user'
import type { UpdateUserInput } from '../api/update-user'
import { roleOptions } from './role-options'
import { useFormValues } from './use-form-values'

interface EditUserFormProps {
  user: User
  saving: boolean
  onSave: (input: UpdateUserInput) => void
  onCancel: () => void
}

export function EditUserForm({ user, saving, onSave, onCancel }: EditUserFormProps) {
  const { values, bind, set } = useFormValues({
    role: roleOf(user) as string,
    pharmacyCode: user.pharmacyCode ?? '',
    firma: user.firma ?? '',
    fullName: user.fullName ?? '',
  })
  const [mustChangePassword, setMustChangePassword] = useState(Boolean(user.mustChangePassword))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({
      role: values.role as Role,
      pharmacyCode: values.pharmacyCode.trim() || null,
      firma: values.firma.trim() || null,
      fullName: values.fullName.trim() || null,
      mustChangePassword,
    })
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="E-mail" value={user.email} readOnly variant="filled" />
          <TextInput label="Uživatelské jméno" value={user.username} readOnly variant="filled" />
          <Select
            label="Role"
            data={roleOptions}
            value={values.role}
            onChange={(value) => set('role', value ?? 'user')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Kód pobočky" placeholder="bez pobočky" {...bind('pharmacyCode')} />
          <TextInput label="Firma" {...bind('firma')} />
          <TextInput label="Celé jméno" {...bind('fullName')} />
        </SimpleGrid>
        <Checkbox
          label="Vynutit změnu hesla při příštím přihlášení"
          checked={mustChangePassword}
          onChange={(event) => setMustChangePassword(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Změny může provádět pouze administrátor a projeví se ihned po uložení.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Zrušit
          </Button>
          <Button type="submit" loading={saving}>
            Uložit
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
