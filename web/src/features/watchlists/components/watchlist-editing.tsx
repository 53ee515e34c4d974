import { createContext, useContext } from 'react'
import type { Watchlist } from '../watchlist'

export type Draft = { name: string; email: string }
export type DraftErrors = { name?: string; email?: string }

/** The row edited in place and what its cells do; the columns read it, so they stay constant. */
export interface WatchlistEditing {
  editingId: string | null
  draft: Draft
  errors: DraftErrors
  saving: boolean
  setDraft: (draft: Draft) => void
  start: (watchlist: Watchlist) => void
  cancel: () => void
  save: (watchlist: Watchlist) => void
  remove: (watchlist: Watchlist) => void
}

export const WatchlistEditingContext = createContext<WatchlistEditing | null>(null)

export function useWatchlistEditing() {
  const editing = useContext(WatchlistEditingContext)
  if (!editing) throw new Error('useWatchlistEditing outside WatchlistEditingContext')
  return editing
}
