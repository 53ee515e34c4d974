import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

export const mailPreferencesValidator = vine.compile(
  vine.object({ morningDigest: vine.boolean({ strict: true }) })
)

export const mailPreferencesMessages = czechMessagesProvider(
  { 'morningDigest.boolean': 'Ranní přehled musí být true, nebo false.' },
  { morningDigest: 'ranní přehled' }
)
