import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { prefetchList } from './app/prefetch-list'
import { Providers } from './app/providers'
import { queryClient } from './app/query-client'
import { isSignedInScreen, router } from './app/router'
import { startSessionCheck } from './app/use-session-check'
import { reloadOnMissingChunks } from './lib/new-version'

reloadOnMissingChunks()
/* A signed-in screen's session check and list (of a list screen) are on their way while its
   code arrives, all three at once (issue #28). */
if (isSignedInScreen(window.location.pathname)) {
  startSessionCheck(window.location.pathname)
  prefetchList(queryClient, window.location)
}

/* The router fetches the screen's code (and the signed-in shell's) as it is created, when
   this module is evaluated; React draws the page once the code is here. The first render is
   a transition: React draws the shell and the screen in short slices instead of one long
   task that holds the main thread (issue #28, Lighthouse's blocking time). */
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
