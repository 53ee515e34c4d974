import vine from '@vinejs/vine'
import { passwordRule } from '#users/validators/user_fields'

/** The profile's password change: the current password, and the new one. */
export const changePasswordValidator = vine.compile(
  vine.object({
    currentPassword: vine.string().maxLength(128),
    newPassword: passwordRule(),
  })
)

/** An admin sets a user's password; by default the user must change it at the next sign-in. */
export const setPasswordValidator = vine.compile(
  vine.object({
    password: passwordRule(),
    mustChangePassword: vine.boolean().optional(),
  })
)
