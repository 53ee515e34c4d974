import { Exception } from '@adonisjs/core/exceptions'

/**
 * The one error shape of the application: a stable `code`, an HTTP status and a
 * Czech message for the user. The exception handler renders it as `{ code, message }`.
 */
export class DomainError extends Exception {
  constructor(code: string, status: number, message: string) {
    super(message, { code, status })
  }

  static notFound(message = 'Záznam nenalezen.') {
    return new DomainError('NOT_FOUND', 404, message)
  }

  static forbidden(message = 'K této akci nemáte oprávnění.') {
    return new DomainError('FORBIDDEN', 403, message)
  }

  static conflict(code: string, message: string) {
    return new DomainError(code, 409, message)
  }

  static invalid(code: string, message: string) {
    return new DomainError(code, 422, message)
  }
}
