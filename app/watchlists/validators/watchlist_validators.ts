import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'
import type { FieldContext } from '@vinejs/vine/types'
import { domain } from '#config/domain'
import { CHARACTERS, czCount } from '#core/czech_plural'
import { isPlainMailbox } from '#core/plain_mailbox'

/*
| Doc 2 §5: a non-empty name; the e-mail is optional, but checked when given. It is one plain
| mailbox (issue #27): "Odeslat e-mailem" sends to it, so a quoted local part with a line
| break, angle brackets or a comma would smuggle headers or more recipients.
*/
const emailOrBlank = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || value === '') return
  if (!isPlainMailbox(value)) field.report('', 'emailOrBlank', field)
})

export const watchlistValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200),
    email: vine.string().trim().maxLength(254).use(emailOrBlank()).nullable().optional(),
  })
)

export const searchValidator = vine.compile(
  vine.object({
    q: vine.string().trim().minLength(domain.WATCHLIST_SEARCH_MIN_CHARS).maxLength(100),
  })
)

export const addItemValidator = vine.compile(
  vine.object({
    sukl: vine
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,20}$/),
  })
)

export const bezDoplatkuValidator = vine.compile(
  vine.object({ bezDoplatku: vine.boolean({ strict: true }) })
)

const SHORT_QUERY = `Zadejte alespoň ${czCount(domain.WATCHLIST_SEARCH_MIN_CHARS, CHARACTERS)}.`

export const watchlistMessages = czechMessagesProvider({
  'name.required': 'Zadejte název watchlistu.',
  'name.string': 'Zadejte název watchlistu.',
  'name.minLength': 'Zadejte název watchlistu.',
  'name.maxLength': 'Název watchlistu smí mít nejvýše 200 znaků.',
  'email.string': 'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
  'email.maxLength': 'E-mailová adresa smí mít nejvýše 254 znaků.',
  'email.emailOrBlank': 'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
  'q.required': SHORT_QUERY,
  'q.string': SHORT_QUERY,
  'q.minLength': SHORT_QUERY,
  'q.maxLength': 'Hledaný text smí mít nejvýše 100 znaků.',
  'sukl.required': 'Zadejte SÚKL kód přípravku.',
  'sukl.string': 'SÚKL kód musí být text (např. "0012345").',
  'sukl.regex': 'SÚKL kód smí obsahovat jen číslice a písmena (nejvýše 20 znaků).',
  'bezDoplatku.required': 'Zadejte, zda je přípravek bez doplatku (true/false).',
  'bezDoplatku.boolean': 'Zadejte, zda je přípravek bez doplatku (true/false).',
})
