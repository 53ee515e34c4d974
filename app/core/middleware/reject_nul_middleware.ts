import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as vineErrors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'

/*
| PostgreSQL text cannot hold a NUL character (U+0000): a value with one would fail in
| the database as a 500. It is refused up front as 422, naming the field, for the JSON
| or form body and the query string; a path segment with one names no record (404).
*/
const MESSAGE = 'Pole {{ field }} obsahuje nepovolený znak (NUL).'
const MAX_DEPTH = 32

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null || Array.isArray(value)
}

/** The dotted path of the first string (or key) holding a NUL, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null
  if (depth > MAX_DEPTH || !isPlain(value)) return null
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (key.includes('\u0000')) return at
    const found = findNul(item, at, depth + 1)
    if (found) return found
  }
  return null
}

export default class RejectNulMiddleware {
  handle({ request, params }: HttpContext, next: NextFn) {
    if (findNul(params)) throw DomainError.notFound()
    const field = findNul(request.qs()) ?? findNul(request.body())
    if (field) {
      throw new vineErrors.E_VALIDATION_ERROR([
        { field, message: MESSAGE.replace('{{ field }}', field), rule: 'nul' },
      ])
    }
    return next()
  }
}
