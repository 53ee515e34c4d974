import { branchPdfKind } from '#branches/services/branch_pdf_kind'
import { czDate, czDateTime, czMoney, czNumber } from '#core/format_cz'
import { pdfColumns, pdfTable } from '#core/pdf/table'
import { branchVersion, versionLines } from '#pricelists/queries/uhrady_changes'

type Params = { firma: string; pharmacyCode: string; versionId: number }

export const VERSION_NOT_FOUND = 'Verze změn úhrad nenalezena.'

const COLUMNS = pdfColumns(
  'Kód SÚKL:17 | Název:61 | Stará úhrada:>20 | Nová úhrada:>20 | Rozdíl/bal.:>20 | Zásoba:>16',
  'Dopad:>32'
)

/** One stored reimbursement-changes version of a branch; versions never change. */
export const uhradyChangesPdfKind = branchPdfKind({
  name: 'pricelists.zmeny_uhrady',
  sources: (params: Params) => branchVersion(Number(params.versionId), params),
  missing: VERSION_NOT_FOUND,
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
        pdfTable(
          COLUMNS,
          lines.map((l) => [
            l.sukl,
            l.doplnek ? `${l.nazev} ${l.doplnek}` : l.nazev,
            czMoney(l.oldUhrada),
            czMoney(l.newUhrada),
            czMoney(l.difference),
            czNumber(l.stock),
            czMoney(l.impact),
          ]),
          {
            totals: {
              'Kód SÚKL': 'Celkem',
              'Název': `${lines.length} přípravků`,
              'Dopad': czMoney(version.totalImpact),
            },
            emptyText: 'Žádný přípravek skladem nemá změnu úhrady.',
            fontSize: 8,
          }
        ),
      ],
    }
  },
})
