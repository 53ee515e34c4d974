/** A small JSON client for API tests: returns status, parsed body and headers. */
export function apiClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    options: {
      token?: string
      body?: unknown
      raw?: string
      headers?: Record<string, string>
    } = {}
  ) {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.body !== undefined || options.raw !== undefined)
      headers['content-type'] = 'application/json'
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const text = await response.text()
    let body: any = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {}
    return { status: response.status, body, headers: response.headers }
  }

  return {
    call,
    get: (path: string, token?: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown, token?: string) => call('POST', path, { body, token }),
    patch: (path: string, body?: unknown, token?: string) => call('PATCH', path, { body, token }),
    del: (path: string, token?: string) => call('DELETE', path, { token }),
    async login(email: string, password: string) {
      const res = await call('POST', '/api/auth/login', { body: { email, password } })
      if (res.status !== 200)
        throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body.token as string
    },
  }
}
