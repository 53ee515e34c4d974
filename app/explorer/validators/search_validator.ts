import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'
import { EXPLORER_COLLECTIONS } from '#contracts/lists/explorer'

export const searchValidator = vine.compile(
  vine.object({
    collection: vine.enum(EXPLORER_COLLECTIONS),
    query: vine.string().trim().minLength(1).maxLength(100),
  })
)

export const searchMessages = czechMessagesProvider({
  'collection.required': 'Vyberte kolekci.',
  'collection.enum': `Neznámá kolekce. Povolené jsou: ${EXPLORER_COLLECTIONS.join(', ')}.`,
  'query.required': 'Zadejte hledaný text.',
  'query.minLength': 'Zadejte hledaný text.',
  'query.maxLength': 'Hledaný text smí mít nejvýše 100 znaků.',
})
