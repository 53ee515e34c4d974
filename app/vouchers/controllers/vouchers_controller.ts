import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { currentVoucherUpload } from '#vouchers/queries/vouchers'
import { uploadVouchers } from '#vouchers/services/upload_vouchers'
import { voucherPdfKind } from '#vouchers/services/voucher_pdf'

export default class VouchersController {
  async meta({ branch }: HttpContext) {
    const upload = await currentVoucherUpload(branch!)
    return { lastBatch: upload?.lastBatch ?? null }
  }

  async upload({ request, branch, auth }: HttpContext) {
    const file = request.file('poukazky', { size: `${domain.VOUCHER_MAX_FILE_MB}mb` })
    if (file?.errors.some((e) => e.type === 'size')) {
      throw new DomainError(
        'FILE_TOO_LARGE',
        413,
        `Soubor ${file.clientName} je větší než ${domain.VOUCHER_MAX_FILE_MB} MB.`
      )
    }
    if (!file?.tmpPath) throw DomainError.invalid('FILE_REQUIRED', 'Vyber soubor s poukázkami.')
    const result = await uploadVouchers(
      branch!,
      { path: file.tmpPath, name: file.clientName },
      auth.getUserOrFail().id
    )
    return { message: 'Poukázky nahrány.', ...result }
  }

  async report({ branch, response }: HttpContext) {
    const pdf = await producePdf(voucherPdfKind, { ...branch! })
    return sendPdf(response, pdf, `poukazky_${branch!.pharmacyCode}.pdf`)
  }
}
