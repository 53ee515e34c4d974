/*
| What a spreadsheet cell holds, as the readers hand it on. A cell whose value cannot be
| known is a CellProblem rather than an empty cell, so an import can tell the user why the
| row was skipped: a formula that no spreadsheet program ever calculated (the file was made
| by a script and never opened and saved), or an error value such as `#N/A`.
*/

export class CellProblem {
  constructor(
    readonly kind: 'formula' | 'error',
    /** The formula (`=A2*B2`) or the error value (`#DIV/0!`). */
    readonly text: string
  ) {}

  toString() {
    return this.text
  }
}

export type CellValue = string | number | boolean | null | CellProblem
export type SheetRow = { rowNumber: number; cells: CellValue[] }
