import vine from '@vinejs/vine'
import { firmaRule, optionalText, roleRule } from '#users/validators/user_fields'

/** Admin edit: an empty pharmacy code means none (spec doc 1 §5). */
export const updateUserValidator = vine.compile(
  vine.object({
    role: roleRule().optional(),
    firma: firmaRule().nullable().optional(),
    pharmacyCode: vine
      .string()
      .trim()
      .maxLength(20)
      .regex(/^[A-Za-z0-9]*$/)
      .nullable()
      .optional(),
    fullName: optionalText(200),
    mustChangePassword: vine.boolean().optional(),
  })
)

/** The profile sends only these fields; anything else is dropped before it reaches a service. */
export const updateProfileValidator = vine.compile(
  vine.object({
    fullName: optionalText(200),
    firma: firmaRule().nullable().optional(),
    phone: optionalText(50),
    address: vine
      .object({
        street: optionalText(200),
        city: optionalText(100),
        zip: optionalText(20),
      })
      .nullable()
      .optional(),
    carrierCustomerNumber: optionalText(50),
  })
)
