import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { currentVoucherUpload } from '#vouchers/queries/vouchers'
import { sheetUploadStatus } from '#core/sheet_uploads/sheet_upload_status'
import { incomingUpload } from '#core/incoming_file'
import { acceptVoucherUpload } from '#vouchers/services/upload_vouchers'
import { voucherPdfKind } from '#vouchers/services/voucher_pdf'
import { requireBranch } from '#core/require_branch'

export default class VouchersController {
  async meta({ branch }: HttpContext) {
    const upload = await currentVoucherUpload(requireBranch(branch))
    return { lastBatch: upload?.lastBatch ?? null }
  }

  /** Stores the file and answers 202; the screen follows `GET …/upload/{id}` (issue #20). */
  async upload({ request, response, branch, auth }: HttpContext) {
    const file = incomingUpload(
      request.file('poukazky', { size: `${domain.VOUCHER_MAX_FILE_MB}mb` })
    )
    if (!file || (!file.tmpPath && !file.tooLarge)) {
      throw DomainError.invalid('FILE_REQUIRED', 'Vyber soubor s poukázkami.')
    }
    const accepted = await acceptVoucherUpload(requireBranch(branch), file, auth.getUserOrFail().id)
    return response.accepted({
      message: 'Soubor byl přijat ke zpracování.',
      uploadId: String(accepted.uploadId),
      status: accepted.status,
    })
  }

  async uploadStatus({ params, branch }: HttpContext) {
    const status = await sheetUploadStatus(Number(params.id), 'vouchers', requireBranch(branch))
    if (!status) throw DomainError.notFound('Nahrání nenalezeno.')
    return status
  }

  async report({ branch, response }: HttpContext) {
    const acting = requireBranch(branch)
    const pdf = await producePdf(voucherPdfKind, { ...acting })
    return sendPdf(response, pdf, `poukazky_${acting.pharmacyCode}.pdf`)
  }
}
