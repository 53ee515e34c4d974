import { useState } from 'react'
import { Anchor, Button, Group, Table, TextInput } from '@mantine/core'
import { Link } from 'react-router-dom'
import { watchlistDetailPath } from '../../../lib/paths'
import { watchlistFormErrors, type Watchlist } from '../watchlist'

interface WatchlistRowProps {
  watchlist: Watchlist
  saving: boolean
  onSave: (watchlist: Watchlist, name: string, email: string, done: () => void) => void
  onDelete: (watchlist: Watchlist) => void
}

/** One watchlist: a link to its detail, edited in place, deleted after a confirm. */
export function WatchlistRow({ watchlist, saving, onSave, onDelete }: WatchlistRowProps) {
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(watchlist.name)
  const [email, setEmail] = useState(watchlist.email ?? '')
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const detail = watchlistDetailPath(watchlist.firma, watchlist.pharmacyCode, watchlist.id)

  const startEditing = () => {
    setName(watchlist.name)
    setEmail(watchlist.email ?? '')
    setErrors({})
    setEditing(true)
  }
  const save = () => {
    const found = watchlistFormErrors({ name, email })
    setErrors(found)
    if (found.name || found.email) return
    onSave(watchlist, name, email, () => setEditing(false))
  }

  if (editing) {
    return (
      <Table.Tr data-testid="watchlist-row" data-row-id={watchlist.id}>
        <Table.Td>
          <TextInput
            aria-label="Název"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-testid="edit-name"
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            aria-label="E-mail"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            data-testid="edit-email"
          />
        </Table.Td>
        <Table.Td>{watchlist.items.length}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={save} loading={saving} data-testid="save-button">
              Uložit
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Zrušit
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    )
  }

  return (
    <Table.Tr data-testid="watchlist-row" data-row-id={watchlist.id}>
      <Table.Td>
        <Anchor component={Link} to={detail} data-testid="detail-link">
          {watchlist.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{watchlist.email ?? '—'}</Table.Td>
      <Table.Td>{watchlist.items.length}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" component={Link} to={detail}>
            Detail
          </Button>
          <Button size="xs" variant="light" onClick={startEditing} data-testid="edit-button">
            Upravit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onDelete(watchlist)}
            data-testid="delete-button"
          >
            Smazat
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
