import type { HttpContext } from '@adonisjs/core/http'
import { skippedRowsReport } from '#exports/services/skipped_rows_report'
import { skippedRowsValidator } from '#exports/validators/skipped_rows_validator'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class SkippedRowsController {
  /** The skipped rows of the branch's upload as an xlsx download (issue #9). */
  async download({ request, response, branch }: HttpContext) {
    const { batchId } = await skippedRowsValidator.validate(request.qs())
    const { fileName, stream } = await skippedRowsReport(branch!, batchId)
    response.header('Content-Type', XLSX)
    response.header(
      'Content-Disposition',
      `attachment; filename="${fileName.ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.name)}`
    )
    response.header('Cache-Control', 'private, no-store')
    response.stream(stream)
  }
}
