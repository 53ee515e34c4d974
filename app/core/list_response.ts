import type { Response } from '@adonisjs/core/http'

/*
| The answer of a list request (API.md "Paged lists"): the rows as the body, the total for
| the filter in `X-Total-Count`, and when the rows were read in `X-Loaded-At` (the
| database's clock), which a bulk action by filter sends back as its `loadedAt`.
*/
export function listAnswer<T>(
  response: Response,
  list: { items: T[]; total: number; loadedAt?: Date }
) {
  response.header('X-Total-Count', String(list.total))
  if (list.loadedAt) response.header('X-Loaded-At', list.loadedAt.toISOString())
  return list.items
}

/** The same for a page whose JSON PostgreSQL built (`listJson`). */
export function listJsonAnswer(
  response: Response,
  list: { json: string; total: number; loadedAt?: Date }
) {
  response.header('X-Total-Count', String(list.total))
  if (list.loadedAt) response.header('X-Loaded-At', list.loadedAt.toISOString())
  response.header('Content-Type', 'application/json; charset=utf-8')
  return list.json
}
