/*
| A rolling deploy (issue #29): the page came from one build, and a screen's chunk it asks for
| later may exist only on hosts of the other. The page then reloads once into whichever
| version answers, instead of showing the error screen; a second failure within a minute is
| a real error (no connection, a broken build) and is shown as such.
*/
const KEY = 'lemon:reloaded-for-new-version'
const WINDOW_MS = 60_000

/** Reloads the page unless it did so for this reason a moment ago; answers whether it does. */
export function reloadOnceForNewVersion() {
  let last = 0
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0)
    if (Date.now() - last < WINDOW_MS) return false
    sessionStorage.setItem(KEY, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/** Vite reports a chunk (or its stylesheet) that could not be fetched before the import fails. */
export function reloadOnMissingChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewVersion()) event.preventDefault()
  })
}
