import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

export const retryFileValidator = vine.compile(
  vine.object({
    folder: vine.string().trim().minLength(3).maxLength(300),
    file: vine.string().minLength(1).maxLength(255),
  })
)

export const inboxMessages = czechMessagesProvider({}, { folder: 'složka', file: 'soubor' })
