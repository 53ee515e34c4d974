import { focusList, useListAnchorTarget } from '../../components/server-list/list-anchor'

/** Id of the page's `<main>`, the target of the skip link. */
export const MAIN_ID = 'obsah'

/**
 * The first stop of the Tab key on every signed-in page: hidden until focused, it moves
 * focus past the header and the menu straight to the page's content.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        /* Focus, not a hash change: the router would treat `#obsah` as a navigation. */
        event.preventDefault()
        document.getElementById(MAIN_ID)?.focus()
      }}
    >
      Přeskočit na obsah
    </a>
  )
}

/**
 * The second stop on a screen with a list (issue #25): straight to its current row, past
 * the search, the filters and the actions.
 */
export function ListSkipLink() {
  const list = useListAnchorTarget()
  if (!list) return null
  return (
    <a
      className="skip-link"
      href={`#${list.id}`}
      data-testid="skip-to-list"
      onClick={(event) => {
        event.preventDefault()
        focusList(list)
      }}
    >
      Přejít na seznam
    </a>
  )
}
