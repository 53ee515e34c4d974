import { Suspense, useEffect, useState } from 'react'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Outlet, useMatches, useRouteError } from 'react-router-dom'
import { CenteredMessage } from '../components/centered-message'
import { ScreenTitleContext } from '../lib/screen-title'

const APP_NAME = 'LEMON'

/** `Návrhy k přijetí – LEMON`: the route table's title of the deepest route that has one. */
export function documentTitle(title: string | undefined) {
  return title ? `${title} – ${APP_NAME}` : `${APP_NAME} – lékárny`
}

/** The route's title, or the one its screen set for what it shows (useScreenTitle). */
function useRouteTitle(screenTitle: string | null) {
  const title = useMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .at(-1)
  useEffect(() => {
    document.title = documentTitle(screenTitle ?? title)
  }, [screenTitle, title])
}

/** Around every route: the document title, and a loading text should a part of a screen suspend. */
export function RouteRoot() {
  const [screenTitle, setScreenTitle] = useState<string | null>(null)
  useRouteTitle(screenTitle)
  return (
    <ScreenTitleContext value={setScreenTitle}>
      <Suspense fallback={<CenteredMessage loading>Načítám…</CenteredMessage>}>
        <Outlet />
      </Suspense>
    </ScreenTitleContext>
  )
}

/** A screen that failed to load or render (typically its code after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    document.title = documentTitle('Chyba')
  }, [])
  /* What failed, for whoever opens the browser's console. */
  useEffect(() => console.error(error), [error])
  return (
    <Stack component="main" align="center" justify="center" mih="100vh" gap="sm" p="md">
      <Title order={1} fz={24}>
        Stránku se nepodařilo načíst
      </Title>
      <Text>Zkontrolujte připojení a obnovte stránku.</Text>
      <Anchor href={window.location.href}>Obnovit stránku</Anchor>
    </Stack>
  )
}
