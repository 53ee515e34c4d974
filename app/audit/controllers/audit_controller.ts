import type { HttpContext } from '@adonisjs/core/http'
import { listAudit } from '#audit/queries/audit_entries'
import { auditOptions } from '#audit/rules/action_labels'
import { auditWorkbook } from '#audit/queries/audit_workbook'
import { auditExportValidator, auditListValidator } from '#audit/validators/audit_filter_validator'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class AuditController {
  /** One page of the audit trail; `X-Total-Count` is the filter's total (API.md lists). */
  async index({ request, response }: HttpContext) {
    const filters = await auditListValidator.validate(request.qs())
    const { rows, total } = await listAudit(filters)
    response.header('X-Total-Count', String(total))
    return rows
  }

  /** The filters' choices: actions and record kinds with their Czech names. */
  async options() {
    return auditOptions()
  }

  /** Every entry of the filter as an Excel workbook, streamed. */
  async export({ request, response }: HttpContext) {
    const filters = await auditExportValidator.validate(request.qs())
    const stream = auditWorkbook(filters)
    response.header('Content-Type', XLSX)
    response.header('Content-Disposition', 'attachment; filename="auditni-zaznam.xlsx"')
    response.header('Cache-Control', 'private, no-store')
    response.stream(stream)
  }
}
