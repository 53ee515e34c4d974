import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { ColumnDef } from '@tanstack/react-table'

/** The row's name keeps at least this much width before another column gives way. */
export const GROW_MIN_WIDTH = 200
/**
 * Up to this much, the row's name is kept whole before another column gives way (issue #36:
 * a product's name ends with its pack, which tells two products apart).
 */
export const GROW_WANT_MAX_WIDTH = 420

/**
 * The width the name column would like: its widest text on the page (a cell's parts marked
 * `data-fit-part` side by side, else its text box) with the cell's padding, between
 * GROW_MIN_WIDTH and GROW_WANT_MAX_WIDTH.
 */
function wantedGrowWidth(table: HTMLTableElement) {
  let widest = 0
  let padding = 0
  for (const cell of table.querySelectorAll<HTMLElement>('td[data-grow]')) {
    const parts = cell.querySelectorAll<HTMLElement>('[data-fit-part]')
    const box = cell.querySelector<HTMLElement>('.list-cell')
    let width = 0
    if (parts.length > 0) for (const part of parts) width += part.scrollWidth
    else width = box?.scrollWidth ?? 0
    if (width > widest) {
      widest = width
      const style = getComputedStyle(cell)
      padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
    }
  }
  return Math.min(GROW_WANT_MAX_WIDTH, Math.max(GROW_MIN_WIDTH, Math.ceil(widest + padding)))
}

export const columnIdOf = (column: ColumnDef<any, any>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '')

interface Hidden {
  id: string
  /** The list's width at which the column fits again. */
  needed: number
}

interface ColumnFitOptions {
  enabled: boolean
  columns: ColumnDef<any, any>[]
  /** The user's choices from "Sloupce": shown (true) stays, hidden (false) is gone anyway. */
  chosen: Record<string, boolean>
  /** The list's box (its width is what the table has) and the table in it. */
  boxRef: RefObject<HTMLElement | null>
  tableRef: RefObject<HTMLTableElement | null>
  /** The box's width, so a resize renders and is measured again. */
  width: number
}

/**
 * Columns the table hides so that it fits its width without scrolling sideways (issue #25):
 * measured after each render, before paint, the least useful column (highest `priority`)
 * gives way while the table is wider than the list or its name column is narrower than its
 * widest name (within GROW_MIN_WIDTH–GROW_WANT_MAX_WIDTH, issue #36); each comes back once
 * the list is as wide as it was missing. `overflow` is left when nothing more may hide and
 * the table is still too wide (the user showed the columns by hand); a name that would
 * like more than it has is cut instead.
 */
export function useColumnFit(options: ColumnFitOptions) {
  const { enabled, columns, chosen, boxRef, tableRef, width } = options
  const [hidden, setHidden] = useState<Hidden[]>([])
  const [overflow, setOverflow] = useState(false)
  const last = useRef({ hidden, overflow })
  last.current = { hidden, overflow }

  useLayoutEffect(() => {
    const box = boxRef.current
    const table = tableRef.current
    if (!enabled || !box || !table || width === 0) return
    const room = box.clientWidth
    const grow = table.querySelector<HTMLElement>('th[data-grow]')
    /* What must give way (the table fits, the name keeps its minimum) and what the name
       would like besides (its whole text): only the first leaves the table scrolling. */
    const must = Math.max(table.offsetWidth - room, grow ? GROW_MIN_WIDTH - grow.offsetWidth : 0)
    const wish = grow ? wantedGrowWidth(table) - grow.offsetWidth : 0
    const deficit = Math.max(must, wish)
    const { hidden: now } = last.current
    if (deficit > 1) {
      const gone = new Set(now.map((h) => h.id))
      const candidates = columns
        .map((column, index) => ({
          id: columnIdOf(column),
          index,
          priority: column.meta?.priority,
        }))
        .filter((c) => c.priority !== undefined && !gone.has(c.id) && chosen[c.id] === undefined)
        .sort((a, b) => b.priority! - a.priority! || b.index - a.index)
      if (candidates.length === 0) {
        if (must > 1 && !last.current.overflow) setOverflow(true)
        else if (must <= 1 && last.current.overflow) setOverflow(false)
        return
      }
      /* As many as the measured header widths say are missing, in one render: each render of
         the rows costs (issue #28), and one column at a time took a render per column. The
         next measurement corrects an estimate that fell short. */
      const next: Hidden[] = []
      let missing = deficit
      for (const candidate of candidates) {
        next.push({ id: candidate.id, needed: room + missing })
        const header = table.querySelector<HTMLElement>(
          `th[data-column="${CSS.escape(candidate.id)}"]`
        )
        missing -= header?.offsetWidth ?? 0
        if (missing <= 1) break
      }
      setHidden([...now, ...next])
      return
    }
    const back = now.at(-1)
    if (back && (room >= back.needed || chosen[back.id] !== undefined)) setHidden(now.slice(0, -1))
    else if (last.current.overflow && table.offsetWidth <= room) setOverflow(false)
  })

  const autoHidden = new Set(hidden.filter((h) => chosen[h.id] === undefined).map((h) => h.id))
  return { autoHidden, overflow: enabled && overflow }
}
