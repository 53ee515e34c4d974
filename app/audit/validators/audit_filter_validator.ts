import vine from '@vinejs/vine'

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()

/*
| The filters of /admin/audit (and its export): who (e-mail substring or user id), what
| (an action, or every action of a domain as `transfers.`), which record, which branch, and
| a range of Prague calendar days.
*/
const filters = {
  actor: vine.string().trim().maxLength(254).optional(),
  actorId: vine.number().withoutDecimals().min(1).max(2_000_000_000).optional(),
  action: vine
    .string()
    .trim()
    .maxLength(60)
    .regex(/^[\w.]+$/)
    .optional(),
  entity: vine.string().trim().maxLength(40).regex(/^\w+$/).optional(),
  entityId: vine.string().trim().maxLength(200).optional(),
  firma: vine.string().trim().maxLength(20).optional(),
  pharmacyCode: vine.string().trim().maxLength(20).optional(),
  from: day(),
  to: day(),
}

export const auditListValidator = vine.compile(
  vine.object({
    ...filters,
    page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
    limit: vine.number().withoutDecimals().min(1).max(500).optional(),
    dir: vine.enum(['asc', 'desc'] as const).optional(),
  })
)

export const auditExportValidator = vine.compile(vine.object(filters))
