import vine from '@vinejs/vine'
import { czechMessagesProvider } from '#core/validation_messages'
import { STAVY } from '#pool/rules/stav_machine'
import { domain } from '#config/domain'

/* The admin edit sends the whole item as text fields (doc 2 "Admin pool items"). */
export const editPoolItemValidator = vine.compile(
  vine.object({
    version: vine.number().withoutDecimals(),
    PDK: vine.string().trim().minLength(1).maxLength(50),
    Název: vine.string().trim().minLength(1).maxLength(500),
    Množství: vine.number().positive(),
    Šarže: vine.string().trim().maxLength(100).nullable().optional(),
    Exspirace: vine
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional(),
    NCSD: vine.number().min(0).nullable().optional(),
    Dodavatel: vine.string().trim().maxLength(500).nullable().optional(),
    kodVZP: vine.string().trim().maxLength(20).nullable().optional(),
    pharmacyCode: vine.string().trim().minLength(1).maxLength(20),
    targetPharmacyCode: vine.string().trim().maxLength(20).nullable().optional(),
    probability: vine.number().min(0).max(100).withoutDecimals().nullable().optional(),
    stav: vine.enum(STAVY),
    duvod: vine.string().trim().maxLength(1000).nullable().optional(),
    receivedQuantity: vine.number().min(0).nullable().optional(),
    receiptReason: vine.enum(domain.RECEIPT_REASONS).nullable().optional(),
    gtin: vine.string().trim().maxLength(20).nullable().optional(),
  })
)

export const editPoolItemMessages = czechMessagesProvider({
  'version.required': 'Chybí verze položky.',
  'PDK.required': 'PDK je povinné.',
  'PDK.minLength': 'PDK je povinné.',
  'Název.required': 'Název je povinný.',
  'Název.minLength': 'Název je povinný.',
  'Množství.required': 'Množství je povinné.',
  'Množství.number': 'Množství musí být kladné číslo.',
  'Množství.positive': 'Množství musí být kladné číslo.',
  'Exspirace.regex': 'Exspirace musí být datum ve tvaru RRRR-MM-DD.',
  'NCSD.number': 'NCSD musí být číslo.',
  'NCSD.min': 'NCSD nesmí být záporné.',
  'pharmacyCode.required': 'Pobočka je povinná.',
  'stav.enum': 'Neznámý stav položky.',
  'probability.max': 'Pravděpodobnost musí být 0–100.',
  'receivedQuantity.number': 'Přijaté množství musí být číslo.',
  'receivedQuantity.min': 'Přijaté množství nesmí být záporné.',
  'receiptReason.enum': `Důvod rozdílu musí být jeden z: ${domain.RECEIPT_REASONS.join(', ')}.`,
})

export const reopenValidator = vine.compile(
  vine.object({
    firma: vine.string().trim(),
    pharmacyCode: vine.string().trim(),
    Název: vine.string().trim().minLength(1),
    Šarže: vine.string().trim().nullable().optional(),
    Exspirace: vine.string().trim().nullable().optional(),
  })
)
