import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/*
| One plain mailbox: `local@domain`, no display name, no quoted local part, no comment, no
| list. RFC 5322 allows `"x\r\nBcc: v@evil.test"@evil.test` (a quoted local part may carry
| line breaks, angle brackets and commas), which a mail header or an audit row must never
| get; no mailbox a pharmacy, a doctor or a patient really uses needs any of that.
*/

export const MAX_MAILBOX_LENGTH = 254

/* White space, control characters, and everything that quotes, comments or lists addresses. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_PLAIN = /[\u0000-\u0020\u007F-\u009F"<>,;:()[\]\\\u2028\u2029]/

export function isPlainMailbox(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_MAILBOX_LENGTH) return false
  if (NOT_PLAIN.test(value) || value.split('@').length !== 2) return false
  return vine.helpers.isEmail(value)
}

/** The domain of a plain mailbox, lower-case. */
export const mailboxDomain = (mailbox: string) =>
  mailbox.slice(mailbox.lastIndexOf('@') + 1).toLowerCase()

/** A VineJS rule: the string is one plain mailbox (`plainMailbox` in messages). */
export const plainMailbox = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isPlainMailbox(value)) {
    field.report('Pole {{ field }} musí být jedna e-mailová adresa.', 'plainMailbox', field)
  }
})
