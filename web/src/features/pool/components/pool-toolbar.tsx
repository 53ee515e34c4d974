import { Group, Select, Text, TextInput } from '@mantine/core'
import type { PoolSort } from '../pool-rules'

const SORT_OPTIONS = [
  { value: 'name', label: 'Podle názvu' },
  { value: 'expiry', label: 'Podle exspirace' },
]

interface PoolToolbarProps {
  search: string
  onSearch: (value: string) => void
  sort: PoolSort
  onSort: (value: PoolSort) => void
  count: number
}

/** Search on name or PDK, the sort choice and how many items match. */
export function PoolToolbar({ search, onSearch, sort, onSort, count }: PoolToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Hledat v poolu"
          placeholder="Název nebo PDK"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          data-testid="pool-search"
        />
        <Select
          label="Řazení"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => value && onSort(value as PoolSort)}
          allowDeselect={false}
          w={200}
          data-testid="pool-sort"
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="pool-count">
        Položek: {count}
      </Text>
    </Group>
  )
}
