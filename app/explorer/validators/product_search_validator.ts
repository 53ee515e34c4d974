import vine, { errors as vineErrors } from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

/** Two letters find a product in one branch; a whole firma needs three (its trigram index). */
export const BRANCH_MIN_CHARS = 2
export const FIRMA_MIN_CHARS = 3

export const productSearchValidator = vine.compile(
  vine.object({
    q: vine.string().trim().minLength(BRANCH_MIN_CHARS).maxLength(100),
  })
)

export const productSearchMessages = czechMessagesProvider({
  'q.required': 'Zadejte název, PDK nebo kód SÚKL.',
  'q.minLength': `Zadejte alespoň ${BRANCH_MIN_CHARS} znaky.`,
  'q.maxLength': 'Hledaný text smí mít nejvýše 100 znaků.',
})

export function firmaQueryTooShort() {
  return new vineErrors.E_VALIDATION_ERROR([
    {
      field: 'q',
      rule: 'minLength',
      message: `Pro hledání ve všech pobočkách zadejte alespoň ${FIRMA_MIN_CHARS} znaky.`,
    },
  ])
}
