import { Anchor, Button, Group, TextInput } from '@mantine/core'
import { Link } from 'react-router-dom'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { watchlistDetailPath } from '../../../lib/paths'
import { watchlistsList } from '../../../../../contracts/lists/watchlists'
import type { Watchlist } from '../watchlist'
import { useWatchlistEditing } from './watchlist-editing'

const { headers } = watchlistsList
const detailOf = (w: Watchlist) => watchlistDetailPath(w.firma, w.pharmacyCode, w.id)

function NameCell({ watchlist }: { watchlist: Watchlist }) {
  const editing = useWatchlistEditing()
  if (editing.editingId !== watchlist.id)
    return (
      <Anchor component={Link} to={detailOf(watchlist)} data-testid="detail-link">
        {watchlist.name}
      </Anchor>
    )
  return (
    <TextInput
      aria-label={headers.name}
      value={editing.draft.name}
      onChange={(event) => editing.setDraft({ ...editing.draft, name: event.currentTarget.value })}
      error={editing.errors.name}
      data-testid="edit-name"
    />
  )
}

function EmailCell({ watchlist }: { watchlist: Watchlist }) {
  const editing = useWatchlistEditing()
  if (editing.editingId !== watchlist.id) return <>{watchlist.email ?? '—'}</>
  return (
    <TextInput
      aria-label={headers.email}
      value={editing.draft.email}
      onChange={(event) => editing.setDraft({ ...editing.draft, email: event.currentTarget.value })}
      error={editing.errors.email}
      data-testid="edit-email"
    />
  )
}

function ActionsCell({ watchlist }: { watchlist: Watchlist }) {
  const editing = useWatchlistEditing()
  if (editing.editingId === watchlist.id)
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          onClick={() => editing.save(watchlist)}
          loading={editing.saving}
          data-testid="save-button"
        >
          Uložit
        </Button>
        <Button size="xs" variant="default" onClick={editing.cancel}>
          Zrušit
        </Button>
      </Group>
    )
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" component={Link} to={detailOf(watchlist)}>
        Detail
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => editing.start(watchlist)}
        data-testid="edit-button"
      >
        Upravit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => editing.remove(watchlist)}
        data-testid="delete-button"
      >
        Smazat
      </Button>
    </Group>
  )
}

const column = listColumnHelper<Watchlist>()(watchlistsList)

/** A watchlist: a link to its detail, edited in place, deleted after a confirm. */
export const watchlistsColumns = [
  column.accessor('name', {
    header: headers.name,
    cell: ({ row }) => <NameCell watchlist={row.original} />,
    meta: { sortField: 'name', card: 'title' },
  }),
  column.accessor('email', {
    header: headers.email,
    cell: ({ row }) => <EmailCell watchlist={row.original} />,
    meta: { sortField: 'email' },
  }),
  column.accessor((w) => w.items.length, {
    id: 'items',
    header: headers.items,
    meta: { align: 'right' },
  }),
  column.display({
    id: 'actions',
    header: headers.actions,
    cell: ({ row }) => <ActionsCell watchlist={row.original} />,
    meta: { card: 'actions' },
  }),
]
