import { useMemo, useState } from 'react'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import type { BranchRef } from '../../../lib/branch-ref'
import { confirmAction } from '../../../lib/confirm'
import { excelFileName } from '../../../../../contracts/lists/list'
import { watchlistsList } from '../../../../../contracts/lists/watchlists'
import { useDeleteWatchlist } from '../api/delete-watchlist'
import { useWatchlists } from '../api/list-watchlists'
import { useUpdateWatchlist } from '../api/update-watchlist'
import {
  failureText,
  texts,
  watchlistApiPath,
  watchlistFormErrors,
  type Watchlist,
} from '../watchlist'
import {
  WatchlistEditingContext,
  type Draft,
  type DraftErrors,
  type WatchlistEditing,
} from './watchlist-editing'
import { watchlistsColumns } from './watchlists-columns'

interface WatchlistsTableProps {
  branch: BranchRef
  onSuccess: (message: string) => void
  onFailure: (message: string) => void
}

const SEARCH = { label: 'Hledat watchlist', placeholder: 'Název nebo e-mail' }

/** The branch's watchlists, paged, searched and sorted by the server; one row edited in place. */
export function WatchlistsTable({ branch, onSuccess, onFailure }: WatchlistsTableProps) {
  const list = useListState()
  const query = useWatchlists(branch, list.state)
  const update = useUpdateWatchlist(branch)
  const remove = useDeleteWatchlist(branch)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [draft, setDraft] = useState<Draft>({ name: '', email: '' })
  const [errors, setErrors] = useState<DraftErrors>({})

  const editing = useMemo<WatchlistEditing>(
    () => ({
      editingId,
      draft,
      errors,
      saving: update.isPending,
      setDraft,
      start: (watchlist) => {
        setDraft({ name: watchlist.name, email: watchlist.email ?? '' })
        setErrors({})
        setEditingId(watchlist.id)
      },
      cancel: () => setEditingId(null),
      save: (watchlist) => {
        const found = watchlistFormErrors(draft)
        setErrors(found)
        if (found.name || found.email) return
        const input = { name: draft.name.trim(), email: draft.email.trim() || null }
        update.mutate(
          { id: watchlist.id, input },
          {
            onSuccess: () => {
              setEditingId(null)
              onSuccess(texts.saved)
            },
            onError: (error) => onFailure(failureText(error, texts.saveFailed)),
          }
        )
      },
      remove: (watchlist: Watchlist) =>
        confirmAction({
          question: texts.confirmDelete(watchlist.name),
          title: 'Smazat watchlist',
          confirmLabel: 'Smazat',
          cancelLabel: 'Zrušit',
          danger: true,
          onConfirm: () =>
            remove.mutate(watchlist.id, {
              onSuccess: () => onSuccess(texts.deleted),
              onError: (error) => onFailure(failureText(error, texts.deleteFailed)),
            }),
        }),
    }),
    [editingId, draft, errors, update, remove, onSuccess, onFailure]
  )

  return (
    <WatchlistEditingContext.Provider value={editing}>
      <ServerTable
        list={list}
        query={query}
        columns={watchlistsColumns}
        getRowId={(watchlist) => watchlist.id}
        rowTestId="watchlist-row"
        emptyText={list.state.q ? 'Nic nenalezeno.' : 'Zatím nemáte žádný watchlist.'}
        loadingText="Načítání…"
        errorText={failureText(query.error, texts.loadFailed)}
        search={SEARCH}
        toolbar={
          <ListExportButton
            path={watchlistApiPath(branch)}
            state={list.state}
            fileName={excelFileName(watchlistsList)}
            onError={onFailure}
          />
        }
        minWidth={720}
        testId="watchlists-table"
      />
    </WatchlistEditingContext.Provider>
  )
}
