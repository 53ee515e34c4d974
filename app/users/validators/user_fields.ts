import vine from '@vinejs/vine'
import { MAX_MAILBOX_LENGTH, plainMailbox } from '#core/plain_mailbox'

/* Shared field rules, so the admin form, registration and the CLI accept the same values. */
export const usernameRule = () =>
  vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(50)
    .regex(/^[\p{L}\p{N}._-]+$/u)

/* One e-mail rule for registration, the admin's forms, the CLI and the sign-in (issue #35:
   registration stored addresses with a quoted local part that sign-in refuses). */
export const emailRule = () =>
  vine.string().trim().maxLength(MAX_MAILBOX_LENGTH).email().use(plainMailbox())
export const passwordRule = () => vine.string().minLength(8).maxLength(128)
export const roleRule = () => vine.enum(['user', 'admin'] as const)
export const firmaRule = () =>
  vine
    .string()
    .trim()
    .maxLength(20)
    .regex(/^[A-Za-z0-9_-]+$/)
export const pharmacyCodeRule = () =>
  vine
    .string()
    .trim()
    .maxLength(20)
    .regex(/^[A-Za-z0-9]+$/)
export const optionalText = (max: number) =>
  vine.string().trim().maxLength(max).nullable().optional()
