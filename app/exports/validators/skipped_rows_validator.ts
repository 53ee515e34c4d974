import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'

const BATCH_ID = 'Číslo nahrání (batchId) musí být kladné celé číslo.'

/* `?batchId=` names one upload of the branch; without it the latest finished one. */
export const skippedRowsValidator = vine.compile(
  vine.object({
    batchId: vine.number().withoutDecimals().positive().max(2_147_483_647).optional(),
  })
)
skippedRowsValidator.messagesProvider = czechMessagesProvider(
  Object.fromEntries(
    ['number', 'withoutDecimals', 'positive', 'max'].map((rule) => [`batchId.${rule}`, BATCH_ID])
  )
)
