import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| Security headers on every response, SPA and API alike (also static files and errors:
| they are set before anything else runs). The SPA's index.html has no inline script,
| so scripts come only from our own origin. Mantine writes inline `style` attributes and
| a `<style>` element for its CSS variables, hence style-src 'unsafe-inline'. PDFs are
| fetched by the SPA and shown in an `<object>` from a blob: URL (components/pdf-frame),
| which Chromium's viewer frames: object-src and frame-src allow blob: (checked in
| Chromium by tests/e2e/xss.spec.ts, which fails on any CSP violation).
*/
const DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': 'blob:',
  'frame-src': "'self' blob:",
  'worker-src': "'self'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
}

function policy(overrides: Partial<Record<keyof typeof DIRECTIVES, string>> = {}) {
  return Object.entries({ ...DIRECTIVES, ...overrides })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

export const CONTENT_SECURITY_POLICY = policy()

/** A PDF may be shown inline by the SPA (same origin), never framed by another site. */
export const PDF_CONTENT_SECURITY_POLICY = policy({ 'frame-ancestors': "'self'" })

export default class SecurityHeadersMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    /* API answers carry personal data: no browser or proxy may keep a copy (issue #22). A
       handler may only tighten this (`private, no-store` on files); errors keep it. */
    if (request.url().startsWith('/api/')) response.header('Cache-Control', 'no-store')
    response.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    response.header('X-Frame-Options', 'DENY')
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Referrer-Policy', 'no-referrer')
    response.header('Cross-Origin-Opener-Policy', 'same-origin')
    response.header('Cross-Origin-Resource-Policy', 'same-origin')
    return next()
  }
}

/** Lets a PDF response be framed by the app itself (used by sendPdf). */
export function allowSameOriginFraming(response: { header(name: string, value: string): unknown }) {
  response.header('Content-Security-Policy', PDF_CONTENT_SECURITY_POLICY)
  response.header('X-Frame-Options', 'SAMEORIGIN')
}
