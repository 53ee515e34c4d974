import { Group, SegmentedControl, TextInput } from '@mantine/core'
import type { TaskStatusFilter } from '../api/list-tasks'

export interface AdminTaskFilterValues {
  search: string
  pharmacyCode: string
  status: TaskStatusFilter
}

interface AdminTaskFiltersProps {
  values: AdminTaskFilterValues
  onChange: (values: AdminTaskFilterValues) => void
}

const statusOptions: { value: TaskStatusFilter; label: string }[] = [
  { value: 'all', label: 'Vše' },
  { value: 'open', label: 'Otevřené' },
  { value: 'archived', label: 'Archivované' },
]

export function AdminTaskFilters({ values, onChange }: AdminTaskFiltersProps) {
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label="Stav úkolů"
        data={statusOptions}
        value={values.status}
        onChange={(status) => onChange({ ...values, status: status as TaskStatusFilter })}
      />
      <TextInput
        label="Hledat podle názvu"
        placeholder="Název úkolu"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.currentTarget.value })}
        w={{ base: '100%', sm: 280 }}
      />
      <TextInput
        label="Kód pobočky"
        placeholder="např. 1"
        value={values.pharmacyCode}
        onChange={(event) => onChange({ ...values, pharmacyCode: event.currentTarget.value })}
        w={{ base: '100%', sm: 140 }}
      />
    </Group>
  )
}
