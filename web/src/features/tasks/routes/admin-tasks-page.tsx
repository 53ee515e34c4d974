import { useCallback, useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue, useDisclosure } from '@mantine/hooks'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { useFeedback } from '../../../lib/use-feedback'
import { useArchiveTask } from '../api/archive-task'
import { useAdminTasks } from '../api/list-tasks'
import { AdminTaskFilters, type AdminTaskFilterValues } from '../components/admin-task-filters'
import { AdminTasksTable } from '../components/admin-tasks-table'
import { CreateTaskModal } from '../components/create-task-modal'
import { reasonOf, type Task } from '../task'

const NO_TASKS: Task[] = []
const SEARCH_DEBOUNCE_MS = 400

export function AdminTasksPage() {
  const [filters, setFilters] = useState<AdminTaskFilterValues>({
    search: '',
    pharmacyCode: '',
    status: 'all',
  })
  const [q] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS)
  const [pharmacyCode] = useDebouncedValue(filters.pharmacyCode.trim(), SEARCH_DEBOUNCE_MS)
  const list = useAdminTasks({ q, pharmacyCode, status: filters.status })
  const [creating, { open, close }] = useDisclosure(false)
  const { feedback, success, failure, clear } = useFeedback()

  const { mutate: archive, isPending: archiving, variables: archivedId } = useArchiveTask()
  const onArchive = useCallback(
    (task: Task) =>
      archive(task.id, {
        onSuccess: () => success('Úkol byl archivován.'),
        onError: (error) => failure(`Archivace selhala: ${reasonOf(error)}`),
      }),
    [archive, success, failure]
  )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Správa úkolů</Title>
        <Button onClick={open}>Nový úkol</Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <AdminTaskFilters values={filters} onChange={setFilters} />
            <Text fw={500} data-testid="tasks-total">
              Nalezeno: {list.data?.length ?? 0}
            </Text>
          </Group>
          {list.isError && (
            <Alert color="red" variant="light" role="alert">
              Chyba při načítání úkolů: {reasonOf(list.error)}
            </Alert>
          )}
          {list.isPending ? (
            <Text c="dimmed">Načítám úkoly…</Text>
          ) : (
            <AdminTasksTable
              tasks={list.data ?? NO_TASKS}
              onArchive={onArchive}
              archivingId={archiving ? (archivedId ?? null) : null}
            />
          )}
        </Stack>
      </Paper>
      <CreateTaskModal opened={creating} onClose={close} onCreated={success} onFailure={failure} />
    </Stack>
  )
}
