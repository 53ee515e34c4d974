import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { ListShortcut } from './shortcuts-help'

const TEXT_INPUTS = new Set(['text', 'search', 'date', 'number', 'email', 'password', 'tel', 'url'])

/** Keys typed into a field are the field's, not shortcuts. */
function typing(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type)
}

interface ScreenKeysOptions {
  /** Only the screen's main list answers (see useListAnchor). */
  enabled: boolean
  listRef: RefObject<HTMLElement | null>
  shortcuts: ListShortcut[]
  onHelp: () => void
}

/**
 * The screen-wide keys of a list (issue #25): "?" its help, "/" its search, Ctrl+Enter its
 * main action. None while a dialog is open or a field is being typed in (Ctrl+Enter
 * excepted: it never types anything).
 */
export function useScreenKeys({ enabled, listRef, shortcuts, onHelp }: ScreenKeysOptions) {
  const latest = useRef({ shortcuts, onHelp })
  useEffect(() => {
    latest.current = { shortcuts, onHelp }
  })
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('[role="dialog"][aria-modal="true"]'))
        return
      const mod = event.ctrlKey || event.metaKey
      if (mod && event.key === 'Enter' && !event.altKey && !event.shiftKey) {
        const main = latest.current.shortcuts.find((s) => s.keys === 'mod+Enter')
        if (main) {
          event.preventDefault()
          main.run()
        }
        return
      }
      if (mod || event.altKey || typing(event.target)) return
      if (event.key === '?') {
        event.preventDefault()
        latest.current.onHelp()
      } else if (event.key === '/') {
        const search = listRef.current?.querySelector<HTMLInputElement>('[data-list-search]')
        if (search) {
          event.preventDefault()
          search.focus()
          search.select()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [enabled, listRef])
}

/**
 * The keys of the rows (issue #25): ↑/↓ (and Home/End) move between rows instead of
 * scrolling the page, Space ticks the row, Enter opens it where a row has a detail.
 */
export function rowKeyHandler(onOpen?: (index: number) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    const body = event.currentTarget
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return
    const index = Number(row.dataset.rowIndex)
    const onRow = event.target === row
    const rows = body.querySelectorAll<HTMLElement>(':scope > [data-row-index]')
    const go = (to: number) => {
      const next = rows[Math.max(0, Math.min(rows.length - 1, to))]
      if (!next) return
      event.preventDefault()
      next.focus({ preventScroll: true })
      next.scrollIntoView({ block: 'nearest' })
    }
    if (event.key === 'ArrowDown') go(index + 1)
    else if (event.key === 'ArrowUp') go(index - 1)
    else if (onRow && event.key === 'Home') go(0)
    else if (onRow && event.key === 'End') go(rows.length - 1)
    else if (onRow && event.key === ' ') {
      const tick = row.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')
      event.preventDefault()
      tick?.click()
    } else if (onRow && event.key === 'Enter' && onOpen) {
      event.preventDefault()
      onOpen(index)
    }
  }
}
