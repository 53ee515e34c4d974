import type { ExportKind } from '../export-meta'

interface ExportFileInfo {
  label: string
  /** How to get the file out of the pharmacy information system, shown in the ⓘ tooltip. */
  help: string
}

export const exportFiles: Record<ExportKind, ExportFileInfo> = {
  sklad: {
    label: 'Sklad – stav po šaržích',
    help: 'V systému: Sklad → Stav skladu po šaržích → Export do Excelu (xlsx). Povinné sloupce: PDK, Název, Množství; doporučené Kód VZP, Šarže, Exspirace, NCSD a Dodavatel.',
  },
  pohyby: {
    label: 'Pohyby – posledních 6 měsíců',
    help: 'V systému: Sklad → Pohyby zboží → období alespoň posledních 6 měsíců → Export do Excelu (xlsx). Povinné sloupce: Datum pohybu, PDK, Množství; doporučené Typ pohybu, Cena a Šarže.',
  },
  karty: {
    label: 'Karty – skladové karty',
    help: 'V systému: Číselníky → Skladové karty → Export do Excelu (xlsx). Povinné sloupce: PDK, Název; doporučené Kód VZP, Min. zásoba, Max. zásoba a Volně prodejný.',
  },
  odpisy: {
    label: 'Odpisy – od posledního nahrání',
    help: 'V systému: Sklad → Odpisy → období od posledních nahraných odpisů → Export do Excelu (xlsx). Povinné sloupce: Datum, PDK, Množství; doporučené Šarže, Exspirace a Důvod.',
  },
}

export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export function isXlsxName(name: string): boolean {
  return name.trim().toLowerCase().endsWith('.xlsx')
}
