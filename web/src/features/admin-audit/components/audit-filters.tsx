import { useState, type FormEvent } from 'react'
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core'
import { DateField } from '../../../components/date-field'
import type { AuditFilters as Filters, AuditOptions } from '../api/list-audit'

interface AuditFiltersProps {
  value: Filters
  options: AuditOptions | undefined
  onChange: (filters: Filters) => void
}

const clean = (filters: Filters): Filters =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, v]) => [key, v?.trim()])
      .filter(([, v]) => v)
  )

/** Who, what, which record, which branch and which days; applied by the button or Enter. */
export function AuditFilters({ value, options, onChange }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Filters>(value)
  const text = (name: keyof Filters) => ({
    value: draft[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value
      setDraft((current) => ({ ...current, [name]: next }))
    },
  })
  const day = (name: 'from' | 'to') => ({
    value: draft[name] || null,
    onChange: (value: string | null) =>
      setDraft((current) => ({ ...current, [name]: value ?? '' })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(clean(draft))
  }
  const reset = () => {
    setDraft({})
    onChange({})
  }

  return (
    <form onSubmit={submit} data-testid="audit-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput label="Uživatel (e-mail)" placeholder="např. jana@" {...text('actor')} />
        <Select
          label="Akce"
          placeholder="všechny"
          data={options?.actions ?? []}
          value={draft.action ?? null}
          onChange={(action) => setDraft((current) => ({ ...current, action: action ?? '' }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Záznam"
          placeholder="všechny"
          data={options?.entities ?? []}
          value={draft.entity ?? null}
          onChange={(entity) => setDraft((current) => ({ ...current, entity: entity ?? '' }))}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="ID záznamu" {...text('entityId')} />
        <TextInput label="Pobočka" placeholder="kód pobočky" {...text('pharmacyCode')} />
        <DateField label="Od" {...day('from')} />
        <DateField label="Do" {...day('to')} />
        <Group align="flex-end" gap="xs">
          <Button type="submit">Filtrovat</Button>
          <Button variant="default" onClick={reset}>
            Zrušit filtry
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  )
}
