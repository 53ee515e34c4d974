import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api-client'

/** The page's one query cache: the providers hand it to the screens, main.tsx fills it early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A server answer (4xx/5xx) will not change on retry; a dropped connection may.
      retry: (failureCount, error) =>
        failureCount < 1 && (!(error instanceof ApiError) || error.status === 0),
    },
  },
})
