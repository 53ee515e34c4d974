import type { HttpContext } from '@adonisjs/core/http'
import { listAudit } from '#audit/queries/audit_entries'
import { auditOptions } from '#audit/rules/action_labels'
import { auditWorkbook } from '#audit/queries/audit_workbook'
import { auditExportValidator, auditListValidator } from '#audit/validators/audit_filter_validator'
import { sendDownload } from '#core/downloads/send_download'
import { excelFileName } from '#contracts/lists/list'
import { auditList } from '#contracts/lists/audit'

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

  /**
   * Every entry of the filter as an Excel workbook, streamed as the client reads it: the
   * trail is read a page at a time, no connection held between pages.
   */
  async export(ctx: HttpContext) {
    const filters = await auditExportValidator.validate(ctx.request.qs())
    return sendDownload(ctx, {
      disposition: `attachment; filename="${excelFileName(auditList)}"`,
      contentType: XLSX,
      spool: false,
      body: () => auditWorkbook(filters),
    })
  }
}
