import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'
import { domain } from '#config/domain'

const MONTHS = `Počet měsíců musí být ${domain.ORDER_MONTHS_MIN} až ${domain.ORDER_MONTHS_MAX}.`
const SUPPLIER = 'Neznámý dodavatel.'

const mesice = () =>
  vine.number().withoutDecimals().range([domain.ORDER_MONTHS_MIN, domain.ORDER_MONTHS_MAX])

/* Every way `mesice` can be wrong gets the one message of the contract. */
const monthMessages = Object.fromEntries(
  ['required', 'number', 'withoutDecimals', 'range'].map((rule) => [`mesice.${rule}`, MONTHS])
)

export const generateOrderValidator = vine.compile(
  vine.object({
    dodavatel: vine
      .string()
      .trim()
      .toLowerCase()
      .in([...domain.ORDER_SUPPLIERS]),
    mesice: mesice(),
  })
)
generateOrderValidator.messagesProvider = czechMessagesProvider({
  ...monthMessages,
  ...Object.fromEntries(['required', 'string', 'in'].map((r) => [`dodavatel.${r}`, SUPPLIER])),
})

export const leafletOrderValidator = vine.compile(vine.object({ mesice: mesice() }))
leafletOrderValidator.messagesProvider = czechMessagesProvider(monthMessages)
