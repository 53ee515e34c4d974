import vine from '@vinejs/vine'
import { MAX_MAILBOX_LENGTH, plainMailbox } from '#core/plain_mailbox'

/*
| The e-mail is checked to be one plain mailbox before anything is stored: a failed sign-in
| writes the typed e-mail to the audit trail, which an anonymous caller must not fill with
| control characters or markup.
*/
export const loginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().maxLength(MAX_MAILBOX_LENGTH).use(plainMailbox()),
    password: vine.string().maxLength(128),
  })
)
