import vine from '@vinejs/vine'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { czechMessagesProvider } from '#core/validation_messages'
import type { MarkReadInput } from '#notifications/services/mark_read'

export const listNotificationsValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
    limit: vine
      .number()
      .withoutDecimals()
      .min(1)
      .max(domain.NOTIFICATIONS_MAX_PAGE_SIZE)
      .optional(),
  })
)

const markReadSchema = vine.compile(
  vine.object({
    ids: vine
      .array(
        vine
          .string()
          .trim()
          .regex(/^\d{1,15}$/)
      )
      .minLength(1)
      .maxLength(500)
      .optional(),
    all: vine.boolean().optional(),
  })
)

const markReadMessages = czechMessagesProvider(
  {
    'ids.*.regex': 'Id upozornění musí být číslo.',
    'ids.array.minLength': 'Zadejte alespoň jedno id upozornění.',
    'ids.array.maxLength': 'Najednou lze označit nejvýše 500 upozornění.',
  },
  { ids: 'ids', all: 'all' }
)

/** `{ ids }` (strings or numbers, API.md) or `{ all: true }`. */
export async function markReadValidator(body: Record<string, unknown>): Promise<MarkReadInput> {
  const ids = Array.isArray(body.ids)
    ? body.ids.map((id) => (typeof id === 'number' ? String(id) : id))
    : body.ids
  const input = await markReadSchema.validate(
    { ...body, ids },
    { messagesProvider: markReadMessages }
  )
  if (input.all === true) return { all: true }
  if (input.ids) return { ids: input.ids }
  throw DomainError.invalid('IDS_REQUIRED', 'Zadejte ids upozornění, nebo all: true.')
}
