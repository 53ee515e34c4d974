import { useCallback, useState } from 'react'
import { Alert, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { modals } from '@mantine/modals'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { messageOf } from '../../../lib/api-client'
import { useFeedback } from '../../../lib/use-feedback'
import { userIdOf, type User } from '../../../lib/user'
import { useDeleteUser } from '../api/delete-user'
import { USERS_PAGE_SIZE, useUsers } from '../api/list-users'
import { CreateUserForm } from '../components/create-user-form'
import { EditUserModal } from '../components/edit-user-modal'
import { UsersPager } from '../components/users-pager'
import { UsersTable } from '../components/users-table'

const NO_USERS: User[] = []

export function UsersPage() {
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 400)
  const [page, setPage] = useState(1)
  const [appliedQ, setAppliedQ] = useState(q)
  if (q !== appliedQ) {
    // A new search starts again on page 1 (set during render, so no request for the old page).
    setAppliedQ(q)
    setPage(1)
  }
  const [editedId, setEditedId] = useState<string | null>(null)
  const { feedback, success, failure, clear } = useFeedback()

  const list = useUsers({ q, page })
  const users = list.data?.users ?? NO_USERS
  const total = list.data?.total ?? 0
  const totalPages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE))
  if (list.data && page > totalPages) setPage(totalPages)

  const remove = useDeleteUser()
  const { mutate: removeUser } = remove

  const edit = useCallback((user: User) => setEditedId(userIdOf(user)), [])
  const confirmDelete = useCallback(
    (user: User) =>
      modals.openConfirmModal({
        title: `Smazat uživatele ${user.username}`,
        children: <Text size="sm">Opravdu smazat tohoto uživatele?</Text>,
        labels: { confirm: 'Smazat', cancel: 'Zrušit' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          removeUser(userIdOf(user), {
            onSuccess: () => success('Uživatel byl smazán.'),
            onError: (error) => failure(messageOf(error, 'Smazání se nezdařilo.')),
          }),
      }),
    [removeUser, success, failure]
  )

  return (
    <Stack gap="lg">
      <Title order={2}>Uživatelé</Title>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <TextInput
              label="Hledat uživatele"
              placeholder="Uživatelské jméno nebo e-mail"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            <Text fw={500} data-testid="users-total">
              Nalezeno: {total}
            </Text>
          </Group>
          {list.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(list.error, 'Nepodařilo se načíst seznam uživatelů.')}
            </Alert>
          )}
          <UsersTable users={users} onEdit={edit} onDelete={confirmDelete} />
          <UsersPager page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={4} mb="md">
          Nový uživatel
        </Title>
        <CreateUserForm onSuccess={success} onFailure={failure} />
      </Paper>
      <EditUserModal
        userId={editedId}
        onClose={() => setEditedId(null)}
        onSaved={success}
        onFailure={failure}
      />
    </Stack>
  )
}
