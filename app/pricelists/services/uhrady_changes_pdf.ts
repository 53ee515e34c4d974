import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { DomainError } from '#core/domain_error'
import { czDate, czDateTime, czMoney, czNumber } from '#core/format_cz'
import { branchVersion, versionLines } from '#pricelists/queries/uhrady_changes'

type Params = { firma: string; pharmacyCode: string; versionId: number }

export const VERSION_NOT_FOUND = 'Verze změn úhrad nenalezena.'

/* 186 mm of A4 portrait content width. */
const COLUMNS = [
  { header: 'Kód SÚKL', width: 17 },
  { header: 'Název', width: 61 },
  { header: 'Stará úhrada', width: 20, align: 'right' as const },
  { header: 'Nová úhrada', width: 20, align: 'right' as const },
  { header: 'Rozdíl/bal.', width: 20, align: 'right' as const },
  { header: 'Zásoba', width: 16, align: 'right' as const },
  { header: 'Dopad', width: 32, align: 'right' as const },
]

/** One stored reimbursement-changes version of a branch; versions never change. */
export const uhradyChangesPdfKind = branchPdfKind({
  name: 'pricelists.zmeny_uhrady',
  async sources(params: Params) {
    const version = await branchVersion(Number(params.versionId), params)
    if (!version) throw DomainError.notFound(VERSION_NOT_FOUND)
    return version
  },
  fingerprint: (version) => `version:${version.id}`,
  async layout(version) {
    const lines = await versionLines(Number(version.id))
    return {
      title: 'Očekávané změny úhrad',
      blocks: [
        {
          type: 'fields',
          fields: [
            ['Úhrady platné od', czDate(version.validFrom)],
            ['Porovnáno s úhradami od', czDate(version.previousValidFrom)],
            ['Poslední export', czDateTime(version.lastBatch)],
            ['Vytvořeno', czDateTime(version.createdAt)],
          ],
        },
        {
          type: 'text',
          size: 9,
          text: 'Přípravky skladem, jejichž úhrada se mění. Rozdíl = nová − stará úhrada za balení, dopad = zásoba × rozdíl; seřazeno od největší ztráty. Chybějící úhrada (—) se počítá jako 0.',
        },
        {
          type: 'table',
          columns: COLUMNS,
          fontSize: 8,
          rows: lines.map((l) => [
            l.sukl,
            l.doplnek ? `${l.nazev} ${l.doplnek}` : l.nazev,
            czMoney(l.oldUhrada),
            czMoney(l.newUhrada),
            czMoney(l.difference),
            czNumber(l.stock),
            czMoney(l.impact),
          ]),
          totals: [
            'Celkem',
            `${lines.length} přípravků`,
            '',
            '',
            '',
            '',
            czMoney(version.totalImpact),
          ],
          emptyText: 'Žádný přípravek skladem nemá změnu úhrady.',
        },
      ],
    }
  },
})
