import { useMemo } from 'react'
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useEndOtherSignIns, useEndSignIn, useSignIns, type SignIn } from '../api/sign-ins'

interface SignInsCardProps {
  onDone: (message: string) => void
  onFailure: (message: string) => void
}

/** The account's active sign-ins (browser, IP, time); any other one can be ended. */
export function SignInsCard({ onDone, onFailure }: SignInsCardProps) {
  const signIns = useSignIns()
  const end = useEndSignIn()
  const endOthers = useEndOtherSignIns()
  const { mutate: endOne } = end

  const columns = useMemo<ColumnDef<SignIn, any>[]>(
    () => [
      {
        header: 'Prohlížeč',
        accessorKey: 'browser',
        cell: ({ row }) => (
          <Group gap="xs">
            <Text size="sm">{row.original.browser}</Text>
            {row.original.current && (
              <Badge color="teal" variant="light">
                toto zařízení
              </Badge>
            )}
          </Group>
        ),
      },
      { header: 'IP adresa', accessorKey: 'ip', cell: ({ getValue }) => getValue() ?? '—' },
      {
        header: 'Přihlášeno',
        accessorKey: 'createdAt',
        cell: ({ getValue }) => formatDateTime(getValue()),
      },
      {
        header: 'Naposledy aktivní',
        accessorKey: 'lastSeenAt',
        cell: ({ getValue }) => formatDateTime(getValue()),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          row.original.current ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() =>
                endOne(row.original.id, {
                  onSuccess: () => onDone(`Přihlášení (${row.original.browser}) bylo ukončeno.`),
                  onError: (error) =>
                    onFailure(messageOf(error, 'Přihlášení se nepodařilo ukončit.')),
                })
              }
            >
              Odhlásit
            </Button>
          ),
      },
    ],
    [endOne, onDone, onFailure]
  )

  if (signIns.isPending) return <Loader color="teal" />
  if (signIns.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(signIns.error, 'Přihlášení se nepodařilo načíst.')}
      </Alert>
    )
  }
  const others = signIns.data.filter((s) => !s.current).length
  return (
    <Stack gap="sm">
      <ListTable
        data={signIns.data}
        columns={columns}
        getRowId={(row) => row.id}
        rowTestId="sign-in-row"
        testId="sign-ins"
        emptyText="Žádná aktivní přihlášení."
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          color="red"
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => onDone(`Odhlášeno z ostatních zařízení: ${ended}.`),
              onError: (error) => onFailure(messageOf(error, 'Odhlášení se nezdařilo.')),
            })
          }
        >
          Odhlásit všude jinde
        </Button>
      </Group>
    </Stack>
  )
}
