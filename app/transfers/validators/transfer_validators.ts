import vine from '@vinejs/vine'
import { isDbId } from '#core/db_id'
import { domain } from '#config/domain'
import { czechMessagesProvider } from '#core/validation_messages'

/* A longer number than the database's integer ids cannot name an item. */
const dbId = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && /^\d{1,10}$/.test(value) && !isDbId(value)) {
    field.report('Pole {{ field }} má neplatný formát.', 'regex', field)
  }
})

const id = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .use(dbId())
const versions = () => vine.record(vine.number().withoutDecimals()).optional()

/*
| A bulk action by filter (issue #16): the list's filter as the screen has it, the rows the
| user unticked, and when the list was read (its X-Loaded-At); the filter's own values are
| checked by the list's contract. With a filter, when the list was read is required.
*/
const bulkSelection = {
  filter: vine
    .object({
      q: vine.string().maxLength(100).optional(),
      stav: vine.string().maxLength(20).optional(),
      source: vine.string().maxLength(100).optional(),
      target: vine.string().maxLength(100).optional(),
      expiryFrom: vine.string().maxLength(10).optional(),
      expiryTo: vine.string().maxLength(10).optional(),
    })
    .optional(),
  except: vine.array(id()).maxLength(domain.LIST_MAX_EXCEPTIONS).optional(),
  loadedAt: vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/)
    .optional()
    .requiredIfExists('filter'),
}

/** Confirm: the chosen `ids`, or the list's filter. */
export const idsValidator = vine.compile(
  vine.object({
    ids: vine.array(id()).minLength(1).maxLength(5000).optional().requiredIfMissing('filter'),
    versions: versions(),
    ...bulkSelection,
  })
)
export const idValidator = vine.compile(
  vine.object({ id: id(), version: vine.number().withoutDecimals().optional() })
)
export const idOrIdsValidator = vine.compile(
  vine.object({
    id: id().optional(),
    ids: vine.array(id()).maxLength(5000).optional(),
    ...bulkSelection,
  })
)
export const rejectValidator = vine.compile(
  vine.object({
    id: id(),
    reason: vine.string().trim().maxLength(1000).nullable().optional(),
    version: vine.number().withoutDecimals().optional(),
  })
)
/** "Zpět" after a reject: the item and the version the reject answered with. */
export const undoRejectValidator = vine.compile(
  vine.object({ id: id(), version: vine.number().withoutDecimals() })
)
export const sendValidator = vine.compile(
  vine.object({ targetPharmacyCode: vine.string().trim().minLength(1).maxLength(20) })
)
export const receiveValidator = vine.compile(
  vine.object({
    prevodkaId: vine.string().trim().minLength(1).maxLength(80),
    receivedItems: vine
      .array(
        vine.object({
          _id: vine.string().trim(),
          status: vine.enum(['přijato', 'nedodáno'] as const),
          /* Range, decimals and the reason's list are the receipt rule's (one message per line). */
          quantity: vine.number().nullable().optional(),
          reason: vine.string().trim().maxLength(50).nullable().optional(),
        })
      )
      .maxLength(5000)
      .optional(),
  })
)

export const receiveMessages = czechMessagesProvider(
  {
    'receivedItems.*.quantity.number': 'Přijaté množství musí být číslo.',
    'receivedItems.*.status.enum': 'Stav řádku příjmu musí být přijato nebo nedodáno.',
  },
  { quantity: 'přijaté množství', reason: 'důvod rozdílu' }
)

/** The admin's list of převodky on the way names its firma (the list contract does the rest). */
export const inTransitValidator = vine.compile(
  vine.object({ firma: vine.string().trim().maxLength(20).optional() })
)
