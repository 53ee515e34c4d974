import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'
import { cssVariablesResolver, theme } from './theme'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A server answer (4xx/5xx) will not change on retry; a dropped connection may.
      retry: (failureCount, error) =>
        failureCount < 1 && (!(error instanceof ApiError) || error.status === 0),
    },
  },
})

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Potvrdit', cancel: 'Zrušit' }}>
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
