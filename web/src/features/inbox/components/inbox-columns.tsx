import { Button, Group, List, Stack, Text } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import type { InboxFolder } from '../api/get-inbox'
import { SetResult } from './set-result'

export interface InboxActions {
  onRetry: (folder: string, file: string) => void
  /** `folder/file` of the retry call running, if any. */
  retrying: string | null
}

const column = createColumnHelper<InboxFolder>()

function Waiting({ folder }: { folder: InboxFolder }) {
  if (folder.waiting.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nic
      </Text>
    )
  return (
    <Stack gap={2}>
      <List size="xs" spacing={0}>
        {folder.waiting.map((file) => (
          <List.Item key={file.name}>
            {file.name}
            {file.kind ? ` (${file.kind})` : file.problem ? '' : ' (zapisuje se)'}
          </List.Item>
        ))}
      </List>
      {folder.missing.length > 0 && (
        <Text size="xs" c="orange">
          Chybí: {folder.missing.join(', ')}
        </Text>
      )}
    </Stack>
  )
}

export function buildInboxColumns({ onRetry, retrying }: InboxActions) {
  return [
    column.accessor('folder', {
      header: 'Složka',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace">
            {row.original.folder}
          </Text>
          <Text size="xs" c={row.original.known ? 'dimmed' : 'red'}>
            {row.original.known
              ? `${row.original.pharmacyCode} – ${row.original.branchName}`
              : 'žádná taková pobočka'}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('lastSet', {
      header: 'Poslední sada',
      cell: (info) => <SetResult set={info.getValue()} />,
    }),
    column.display({
      id: 'waiting',
      header: 'Čeká ve složce',
      cell: ({ row }) => <Waiting folder={row.original} />,
    }),
    column.accessor('failed', {
      header: 'Odmítnuté soubory (failed/)',
      cell: ({ row }) =>
        row.original.failed.length === 0 ? (
          <Text size="sm" c="dimmed">
            Žádné
          </Text>
        ) : (
          <Stack gap={6}>
            {row.original.failed.map((file) => (
              <Group key={file.name} gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text size="xs" fw={500}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                    {file.reason}
                  </Text>
                </Stack>
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={retrying === `${row.original.folder}/${file.name}`}
                  onClick={() => onRetry(row.original.folder, file.name)}
                >
                  Vrátit do složky
                </Button>
              </Group>
            ))}
          </Stack>
        ),
    }),
  ]
}
