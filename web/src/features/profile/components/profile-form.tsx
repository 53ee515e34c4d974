import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { User } from '../../../lib/user'
import type { UpdateProfileInput } from '../api/update-profile'

interface ProfileFormProps {
  user: User
  saving: boolean
  onSave: (input: UpdateProfileInput) => void
}

const blankToNull = (value: string) => value.trim() || null

/** Contact details staff maintain themselves. */
export function ProfileForm({ user, saving, onSave }: ProfileFormProps) {
  const [values, setValues] = useState({
    phone: user.phone ?? '',
    carrierCustomerNumber: user.carrierCustomerNumber ?? '',
    street: user.address?.street ?? '',
    city: user.address?.city ?? '',
    zip: user.address?.zip ?? '',
  })

  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({
      fullName: user.fullName,
      firma: user.firma,
      phone: blankToNull(values.phone),
      address: {
        street: blankToNull(values.street),
        city: blankToNull(values.city),
        zip: blankToNull(values.zip),
      },
      carrierCustomerNumber: blankToNull(values.carrierCustomerNumber),
    })
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Telefon" type="tel" autoComplete="tel" {...bind('phone')} />
          <TextInput label="Zákaznické číslo u dopravce" {...bind('carrierCustomerNumber')} />
          <TextInput label="Ulice" autoComplete="street-address" {...bind('street')} />
          <TextInput label="Město" autoComplete="address-level2" {...bind('city')} />
          <TextInput label="PSČ" autoComplete="postal-code" {...bind('zip')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Uložit
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
