import { authStorage } from './auth-storage'

const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '')

/** Dispatched on window when a request with a token is answered 401. */
export const SESSION_ENDED_EVENT = 'lemon:session-ended'

export interface FieldError {
  field: string
  message: string
}

/** A failed call: HTTP status (0 for a network failure), stable code and the server's Czech message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: FieldError[] = []
  ) {
    // Without a server message only a network failure gets a text; screens add their fallback.
    super(serverMessage || (status === 0 ? 'Nelze se spojit se serverem.' : ''))
    this.name = 'ApiError'
  }
}

/** The server's message when there is one, else the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback
}

type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
  /** 'blob' for PDFs and other files. */
  responseType?: 'json' | 'blob'
}

/** The URL of an API path, e.g. for a streaming request `api` cannot make. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The answer and its parsed body, or an ApiError for a failed request. */
async function send(
  path: string,
  options: RequestOptions
): Promise<{ response: Response; data: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = authStorage.getToken()
  if (token) headers.Authorization = `Bearer ${token}`

  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', undefined)
  }

  if (response.ok && options.responseType === 'blob')
    return { response, data: await response.blob() }

  const text = await response.text()
  const data = text ? parseJson(text) : undefined
  /* The session ended elsewhere (log-out in another tab, "odhlásit všude", a password
     change): the signed-in shell hears it and goes to the sign-in. */
  if (response.status === 401 && token) window.dispatchEvent(new Event(SESSION_ENDED_EVENT))
  if (!response.ok) {
    const payload = (data ?? {}) as { code?: string; message?: string; errors?: FieldError[] }
    throw new ApiError(
      response.status,
      payload.code ?? `HTTP_${response.status}`,
      typeof payload.message === 'string' ? payload.message : undefined,
      Array.isArray(payload.errors) ? payload.errors : []
    )
  }
  if (text && data === undefined) throw new ApiError(response.status, 'INVALID_RESPONSE', undefined)
  return { response, data }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T
}

/** One page of a list endpoint (`?page=&limit=`): its rows and the list's `X-Total-Count`. */
export async function getPage<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body' | 'responseType'> = {}
): Promise<{ rows: T[]; total: number }> {
  const { response, data } = await send(path, { ...options, method: 'GET' })
  const rows = (data ?? []) as T[]
  const total = Number(response.headers.get('X-Total-Count'))
  return { rows, total: Number.isFinite(total) && total >= rows.length ? total : rows.length }
}

/** A page of a list under the list contract: its rows, the total and when it was read. */
export interface ListPage<T> {
  rows: T[]
  total: number
  /** The server's X-Loaded-At: a bulk action by filter sends it back. */
  loadedAt: string | null
}

/**
 * One page of a list endpoint (API.md "Paged lists"); `rowsOf` reads the rows out of an
 * answer that wraps them (`{ lastBatch, lezaky }`), the rest of it is kept in `body`. A list
 * asked for with a request body (the data explorer's search) is a POST.
 */
export async function getList<T, B = T[]>(
  path: string,
  query: Query,
  options: { signal?: AbortSignal; rowsOf?: (body: B) => T[]; requestBody?: unknown } = {}
): Promise<ListPage<T> & { body: B; totalValue: number | null }> {
  const { response, data } = await send(path, {
    query,
    method: options.requestBody === undefined ? 'GET' : 'POST',
    body: options.requestBody,
    signal: options.signal,
  })
  const body = data as B
  const rows = options.rowsOf ? options.rowsOf(body) : ((body ?? []) as unknown as T[])
  const total = Number(response.headers.get('X-Total-Count'))
  const value = response.headers.get('X-Total-Value')
  return {
    rows: rows ?? [],
    total: Number.isFinite(total) && total >= 0 ? total : (rows ?? []).length,
    loadedAt: response.headers.get('X-Loaded-At'),
    body,
    /* Asked for with `totals=value` (transfer lists): what the filter's items are worth. */
    totalValue: value === null ? null : Number(value),
  }
}

/**
 * A list as an Excel workbook (`?format=xlsx`): the same filter and order, all pages; the
 * server names the file.
 */
export async function downloadList(
  path: string,
  query: Query,
  fallbackName: string,
  requestBody?: unknown
) {
  const { response, data } = await send(path, {
    query: { ...query, page: undefined, limit: undefined, format: 'xlsx' },
    method: requestBody === undefined ? 'GET' : 'POST',
    body: requestBody,
    responseType: 'blob',
  })
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  return { blob: data as Blob, fileName }
}

export type { Query as ListQueryParams }

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
