import type { HttpContext } from '@adonisjs/core/http'
import { skippedRowsReport } from '#exports/services/skipped_rows_report'
import { skippedRowsValidator } from '#exports/validators/skipped_rows_validator'
import { sendDownload } from '#core/downloads/send_download'
import { requireBranch } from '#core/require_branch'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class SkippedRowsController {
  /**
   * The skipped rows of the branch's upload as an xlsx download (issue #9), streamed as the
   * client reads it: the rows are read a page at a time, no connection held between pages.
   */
  async download(ctx: HttpContext) {
    const { batchId } = await skippedRowsValidator.validate(ctx.request.qs())
    const { fileName, workbook } = await skippedRowsReport(requireBranch(ctx.branch), batchId)
    return sendDownload(ctx, {
      disposition: `attachment; filename="${fileName.ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.name)}`,
      contentType: XLSX,
      spool: false,
      body: workbook,
    })
  }
}
