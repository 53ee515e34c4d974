import { SimpleGrid, TextInput } from '@mantine/core'
import { roleLabels, roleOf, type User } from '../../../lib/user'

interface ProfileDetailsProps {
  user: User
}

/** The part of the profile only an administrator can change. */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  const fields: [string, string | null][] = [
    ['Uživatelské jméno', user.username],
    ['E-mail', user.email],
    ['Role', roleLabels[roleOf(user)]],
    ['Kód pobočky', user.pharmacyCode],
    ['Celé jméno', user.fullName],
    ['Firma', user.firma],
  ]

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value || '—'} readOnly variant="filled" />
      ))}
    </SimpleGrid>
  )
}
