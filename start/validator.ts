/*
| Czech messages for every VineJS rule the validators use (app/core/validation_messages).
*/
import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

vine.messagesProvider = czechMessagesProvider({})

/*
| VineJS turns any value into a number with `Number(value)`, so `[]`, `[7]`, `true` and
| `''` pass as 0, 7, 1 and 0. A number field takes a JSON number or numeric text only.
*/
const asNumber = vine.helpers.asNumber.bind(vine.helpers)
vine.helpers.asNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? asNumber(value)
    : Number.NaN
