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
