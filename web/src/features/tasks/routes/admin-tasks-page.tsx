import { useCallback, useMemo } from 'react'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { useFeedback } from '../../../lib/use-feedback'
import { useArchiveTask } from '../api/archive-task'
import { useAdminTasks } from '../api/list-tasks'
import { AdminTaskFilters } from '../components/admin-task-filters'
import { buildAdminTaskColumns } from '../components/admin-tasks-columns'
import { CreateTaskModal } from '../components/create-task-modal'
import { reasonOf, type Task } from '../task'
import { PageTitle } from '../../../components/page-title'
import { excelFileName } from '../../../../../contracts/lists/list'
import { adminTasksList } from '../../../../../contracts/lists/tasks'

export function AdminTasksPage() {
  const list = useListState({ filters: Object.keys(adminTasksList.filters) })
  const query = useAdminTasks(list.state)
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
  const columns = useMemo(
    () =>
      buildAdminTaskColumns({ onArchive, archivingId: archiving ? (archivedId ?? null) : null }),
    [onArchive, archiving, archivedId]
  )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>Správa úkolů</PageTitle>
        <Button onClick={open}>Nový úkol</Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <ServerTable
            list={list}
            query={query}
            columns={columns}
            getRowId={(task) => task.id}
            rowTestId="task-row"
            emptyText="Žádné úkoly."
            loadingText="Načítám úkoly…"
            errorText={`Chyba při načítání úkolů: ${reasonOf(query.error)}`}
            search={{ label: 'Hledat podle názvu', placeholder: 'Název úkolu', debounceMs: 400 }}
            totalText={(total) => `Nalezeno: ${total}`}
            toolbar={
              <>
                <AdminTaskFilters list={list} />
                <ListExportButton
                  path="/tasks"
                  state={list.state}
                  fileName={excelFileName(adminTasksList)}
                />
              </>
            }
            minWidth={860}
          />
        </Stack>
      </Paper>
      <CreateTaskModal opened={creating} onClose={close} onCreated={success} onFailure={failure} />
    </Stack>
  )
}
