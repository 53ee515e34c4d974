import { useLayoutEffect, useRef, useState } from 'react'
import { useElementSize, useMediaQuery } from '@mantine/hooks'

/** Below this width a list shows its rows as cards (issue #21: phones and small tablets). */
export const NARROW_LIST_QUERY = '(max-width: 899.98px)'

/**
 * Whether a list shows its rows as cards: on a narrow screen, and where its table would
 * scroll sideways in the list's width (a tablet held sideways, a laptop whose scrollbar
 * takes 17 px), so a row's action never sits off to the side. The width the table needed
 * is remembered, so the table comes back only where it fits; `fit` false keeps a wide
 * table scrolling (the data explorer's records).
 */
export function useCardLayout(fit: boolean, minWidth: number) {
  const narrow = useMediaQuery(NARROW_LIST_QUERY, false, { getInitialValueInEffect: false })
  const { ref: listRef, width } = useElementSize()
  const tableRef = useRef<HTMLTableElement>(null)
  const [needed, setNeeded] = useState(0)
  const cards = narrow || (fit && width > 0 && width < Math.max(minWidth, needed))

  /* Measured before paint, after each render that shows the table (rows change its width). */
  useLayoutEffect(() => {
    const table = tableRef.current
    if (!fit || cards || !table || width === 0) return
    if (table.offsetWidth > width + 1) setNeeded(table.offsetWidth)
  })

  return { narrow, cards, listRef, tableRef }
}
