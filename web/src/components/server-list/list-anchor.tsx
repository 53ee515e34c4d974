import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/*
| The list of a screen that the layout's "Přejít na seznam" skip link leads to (issue #25),
| and that answers the screen's keyboard shortcuts: the first list to show up on a screen
| (a second one, like the done tasks folded under the open ones, leaves both to it).
*/

interface ListAnchor {
  list: HTMLElement | null
  claim: (element: HTMLElement) => void
  release: (element: HTMLElement) => void
}

const ListAnchorContext = createContext<ListAnchor | null>(null)

export function ListAnchorProvider({ children }: { children: ReactNode }) {
  const [list, setList] = useState<HTMLElement | null>(null)
  const [value] = useState<Omit<ListAnchor, 'list'>>(() => ({
    claim: (element) => setList((current) => (current?.isConnected ? current : element)),
    release: (element) => setList((current) => (current === element ? null : current)),
  }))
  return (
    <ListAnchorContext.Provider value={{ ...value, list }}>{children}</ListAnchorContext.Provider>
  )
}

/** The element of the screen's main list, if the screen has one. */
export function useListAnchorTarget() {
  return useContext(ListAnchorContext)?.list ?? null
}

/** Claims the anchor for the list's element; true while it is this list's. */
export function useListAnchor(element: HTMLElement | null) {
  const anchor = useContext(ListAnchorContext)
  const claim = anchor?.claim
  const release = anchor?.release
  useEffect(() => {
    if (!element || !claim || !release) return
    claim(element)
    return () => release(element)
  }, [element, claim, release])
  return Boolean(element && anchor?.list === element)
}

/** Focus on the list: its current row (the one Tab would reach), else the list itself. */
export function focusList(list: HTMLElement) {
  const row = list.querySelector<HTMLElement>('tr[data-row-index][tabindex="0"]')
  const target = row ?? list.querySelector<HTMLElement>('[data-row-index]') ?? list
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'nearest' })
}
