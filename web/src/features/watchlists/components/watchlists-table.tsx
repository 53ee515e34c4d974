import { Table, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useDeleteWatchlist } from '../api/delete-watchlist'
import { useUpdateWatchlist } from '../api/update-watchlist'
import { failureText, texts, type Watchlist } from '../watchlist'
import { WatchlistRow } from './watchlist-row'

interface WatchlistsTableProps {
  branch: BranchRef
  watchlists: Watchlist[]
  onSuccess: (message: string) => void
  onFailure: (message: string) => void
}

export function WatchlistsTable({
  branch,
  watchlists,
  onSuccess,
  onFailure,
}: WatchlistsTableProps) {
  const update = useUpdateWatchlist(branch)
  const remove = useDeleteWatchlist(branch)

  const save = (watchlist: Watchlist, name: string, email: string, done: () => void) =>
    update.mutate(
      { id: watchlist.id, input: { name: name.trim(), email: email.trim() || null } },
      {
        onSuccess: () => {
          done()
          onSuccess(texts.saved)
        },
        onError: (error) => onFailure(failureText(error, texts.saveFailed)),
      }
    )

  const confirmDelete = (watchlist: Watchlist) => {
    if (!window.confirm(texts.confirmDelete(watchlist.name))) return
    remove.mutate(watchlist.id, {
      onSuccess: () => onSuccess(texts.deleted),
      onError: (error) => onFailure(failureText(error, texts.deleteFailed)),
    })
  }

  if (watchlists.length === 0) {
    return (
      <Text c="dimmed" data-testid="empty-text">
        Zatím nemáte žádný watchlist.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="watchlists-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Název</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Přípravků</Table.Th>
            <Table.Th>Akce</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {watchlists.map((watchlist) => (
            <WatchlistRow
              key={watchlist.id}
              watchlist={watchlist}
              saving={update.isPending && update.variables?.id === watchlist.id}
              onSave={save}
              onDelete={confirmDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
