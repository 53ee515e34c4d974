import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { prefetchList } from './app/prefetch-list'
import { Providers } from './app/providers'
import { queryClient } from './app/query-client'
import { isSignedInScreen, preloadScreen, router } from './app/router'
import { startSessionCheck } from './app/use-session-check'
import { reloadOnMissingChunks } from './lib/new-version'

/* The screen's code (fetched together with the shell's) before the first render; a slow or
   failed fetch does not hold the page: after PRELOAD_WAIT_MS it renders with its loaders.
   A promise, not a top-level await: with one, the bundler moves every module the lazy
   chunks share with the entry out of it, and /login loads seven more files. */
const PRELOAD_WAIT_MS = 3000

reloadOnMissingChunks()
/* A signed-in screen's session check and list (of a list screen) are on their way while its
   code arrives, all three at once (issue #28). */
if (isSignedInScreen(window.location.pathname)) {
  startSessionCheck(window.location.pathname)
  prefetchList(queryClient, window.location)
}

/* The first render in a transition: React draws the shell and the screen in short slices
   instead of one long task that holds the main thread (issue #28, Lighthouse's blocking time). */
function render() {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    )
  )
}

void Promise.race([
  preloadScreen(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]).then(render)
