import vine from '@vinejs/vine'

/** The second step of a sign-in: the challenge of the first, and a code. */
export const twoFactorLoginValidator = vine.compile(
  vine.object({
    challenge: vine.string().maxLength(2000),
    code: vine.string().trim().minLength(6).maxLength(20),
  })
)

/** A code from the authenticator app, confirming an enrolment. */
export const twoFactorCodeValidator = vine.compile(
  vine.object({ code: vine.string().trim().minLength(6).maxLength(20) })
)

/** Starting an enrolment and turning two-factor sign-in off both need the password. */
export const twoFactorPasswordValidator = vine.compile(
  vine.object({ password: vine.string().maxLength(128) })
)
