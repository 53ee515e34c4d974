import vine from '@vinejs/vine'
import { auditList, type AuditFilter } from '#contracts/lists/audit'

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()

const { filters: f } = auditList
const text = (filter: { maxLength: number }) => vine.string().trim().maxLength(filter.maxLength)

/*
| The filters of /admin/audit (and its export), one rule for each filter of the list
| (contracts/lists/audit.ts): who (e-mail substring or user id), what (an action, or every
| action of a domain as `transfers.`), which record, which branch, and a range of Prague
| calendar days.
*/
const filters = {
  actor: text(f.actor).optional(),
  actorId: vine.number().withoutDecimals().min(1).max(2_000_000_000).optional(),
  action: text(f.action)
    .regex(/^[\w.]+$/)
    .optional(),
  entity: text(f.entity).regex(/^\w+$/).optional(),
  entityId: text(f.entityId).optional(),
  firma: text(f.firma).optional(),
  pharmacyCode: text(f.pharmacyCode).optional(),
  from: day(),
  to: day(),
} satisfies Record<AuditFilter, unknown>

export const auditListValidator = vine.compile(
  vine.object({
    ...filters,
    page: vine.number().withoutDecimals().min(1).max(1_000_000).optional(),
    limit: vine.number().withoutDecimals().min(1).max(500).optional(),
    dir: vine.enum(['asc', 'desc'] as const).optional(),
  })
)

export const auditExportValidator = vine.compile(vine.object(filters))
