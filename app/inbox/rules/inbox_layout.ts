import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'

/*
| The inbox's layout (README "Složka exportů"): `<firma>/<pharmacyCode>/` per branch, the
| pharmacy system's files straight inside, and two folders the scanner owns: `processed/
| <YYYY-MM-DD>/` for files it submitted and `failed/` for files it refused, each beside a
| `<file>.txt` with the reason.
*/

export const PROCESSED_DIR = 'processed'
export const FAILED_DIR = 'failed'
export const REASON_SUFFIX = '.txt'
export const MARKER_SUFFIX = '.done'

/* Folder names are plain codes; anything else (`..`, spaces, dots) is no branch folder. */
const FOLDER_NAME = /^[A-Za-z0-9_-]{1,20}$/

/** The branch a `<firma>/<pharmacyCode>` folder stands for, normalised; null for a bad name. */
export function branchOfFolder(firmaDir: string, codeDir: string) {
  if (!FOLDER_NAME.test(firmaDir) || !FOLDER_NAME.test(codeDir)) return null
  const firma = normalizeFirma(firmaDir)
  const pharmacyCode = normalizePharmacyCode(codeDir)
  return firma && pharmacyCode ? { firma, pharmacyCode } : null
}

/**
 * Files the scanner leaves alone: hidden files, Excel's `~$` lock files and files still
 * being written under a temporary name (`.part`, `.tmp`), the usual write-then-rename.
 */
export function isIgnored(name: string) {
  const lower = name.toLowerCase()
  return (
    name.startsWith('.') ||
    name.startsWith('~$') ||
    lower.endsWith('.part') ||
    lower.endsWith('.tmp')
  )
}

export const isMarker = (name: string) => name.toLowerCase().endsWith(MARKER_SUFFIX)

export type Stamped = { name: string; mtimeMs: number }

/** `sklad.xlsx` is marked complete by `sklad.xlsx.done` or `sklad.done`. */
function markerNames(file: string) {
  const stem = file.replace(/\.[^.]*$/, '')
  return [`${file}${MARKER_SUFFIX}`, `${stem}${MARKER_SUFFIX}`].map((n) => n.toLowerCase())
}

const ownerless = (markers: Stamped[], files: string[]) => {
  const owned = new Set(files.flatMap(markerNames))
  return markers.filter((m) => !owned.has(m.name.toLowerCase()))
}

/**
 * Whether the folder's `.done` markers say `file` is complete: its own marker, or a marker
 * that names no file of the folder (`hotovo.done`), which stands for every file beside it.
 * Only a marker written after the file's last change counts, so a marker left over from
 * an earlier night never vouches for a file still being written.
 */
export function markedComplete(file: Stamped, markers: Stamped[], files: string[]) {
  const own = markerNames(file.name)
  return [
    ...markers.filter((m) => own.includes(m.name.toLowerCase())),
    ...ownerless(markers, files),
  ].some((marker) => marker.mtimeMs >= file.mtimeMs)
}

/** The markers that go with the given files: their own, and the folder-wide ones. */
export function markersOf(names: string[], markers: Stamped[], files: string[]) {
  const own = new Set(names.flatMap(markerNames))
  const wide = new Set(ownerless(markers, files).map((m) => m.name))
  return markers.filter((m) => own.has(m.name.toLowerCase()) || wide.has(m.name)).map((m) => m.name)
}

/** `sklad.xlsx` → `sklad-2.xlsx`, … : the first name not taken in the target folder. */
export function freeName(name: string, taken: Set<string>) {
  if (!taken.has(name)) return name
  const dot = name.lastIndexOf('.')
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * A file name an admin sends back (retry of a refused file): one plain name inside
 * `failed/`, never a path, `..` or a name with control characters.
 */
export function isPlainFileName(name: string) {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    name !== '.' &&
    name !== '..' &&
    !name.includes('/') &&
    !name.includes('\\') &&
    ![...name].some((c) => c.charCodeAt(0) < 0x20)
  )
}
