import { authStorage } from './auth-storage'

const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '')

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
