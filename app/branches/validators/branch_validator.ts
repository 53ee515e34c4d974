import vine from '@vinejs/vine'

export const branchValidator = vine.compile(
  vine.object({
    firma: vine
      .string()
      .trim()
      .maxLength(20)
      .regex(/^[A-Za-z0-9_-]+$/),
    code: vine
      .string()
      .trim()
      .maxLength(20)
      .regex(/^[A-Za-z0-9]+$/),
    name: vine.string().trim().minLength(1).maxLength(200),
    street: vine.string().trim().maxLength(200).nullable().optional(),
    city: vine.string().trim().maxLength(100).nullable().optional(),
    zip: vine.string().trim().maxLength(20).nullable().optional(),
  })
)
