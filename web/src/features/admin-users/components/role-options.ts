import type { ComboboxItem } from '@mantine/core'

export const roleOptions: ComboboxItem[] = [
  { value: 'user', label: 'Uživatel (user)' },
  { value: 'admin', label: 'Administrátor (admin)' },
]
