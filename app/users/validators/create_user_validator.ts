import vine from '@vinejs/vine'
import {
  emailRule,
  firmaRule,
  optionalText,
  passwordRule,
  pharmacyCodeRule,
  roleRule,
  usernameRule,
} from '#users/validators/user_fields'

/** Admin creates a user (spec doc 1 §5); an admin account may have no branch. */
export const createUserValidator = vine.compile(
  vine.object({
    username: usernameRule(),
    email: emailRule(),
    password: passwordRule(),
    role: roleRule().optional(),
    firma: firmaRule().optional(),
    pharmacyCode: pharmacyCodeRule().nullable().optional(),
    fullName: optionalText(200),
    mustChangePassword: vine.boolean().optional(),
  })
)

export const registerValidator = vine.compile(
  vine.object({
    username: usernameRule(),
    email: emailRule(),
    password: passwordRule(),
  })
)
