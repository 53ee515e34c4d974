import type { PdfKind } from '#core/pdf/pdf_queue'

/** Every kind of PDF the pdf worker renders; each domain adds its kinds here. */
export async function loadPdfKinds(): Promise<PdfKind<any>[]> {
  const { prevodkaPdfKind } = await import('#transfers/services/prevodka_pdf')
  return [prevodkaPdfKind]
}
