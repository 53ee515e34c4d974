import { SegmentedControl } from '@mantine/core'
import { TextFilter } from '../../../components/server-list/list-filters'
import type { ListController } from '../../../components/server-list/use-list-state'
import type { TaskStatusFilter } from '../api/list-tasks'

const statusOptions: { value: TaskStatusFilter; label: string }[] = [
  { value: 'all', label: 'Vše' },
  { value: 'open', label: 'Otevřené' },
  { value: 'archived', label: 'Archivované' },
]

/** The status and pharmacy-code filters of task management (the search is the list's). */
export function AdminTaskFilters({ list }: { list: ListController }) {
  const { filters } = list.state
  return (
    <>
      <SegmentedControl
        aria-label="Stav úkolů"
        data={statusOptions}
        value={filters.status || 'all'}
        onChange={(status) => list.setFilter('status', status === 'all' ? null : status)}
      />
      <TextFilter
        label="Kód pobočky"
        placeholder="např. 1"
        value={filters.pharmacyCode}
        onChange={(value) => list.setFilter('pharmacyCode', value)}
      />
    </>
  )
}
