import {
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  unlink,
  writeFile,
} from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import { czDateTime } from '#core/format_cz'
import {
  branchOfFolder,
  FAILED_DIR,
  freeName,
  isIgnored,
  isMarker,
  isPlainFileName,
  PROCESSED_DIR,
  REASON_SUFFIX,
} from '#inbox/rules/inbox_layout'

/*
| Every file operation of the inbox, confined to the inbox: nothing here follows a symbolic
| link. Folders and files are looked at with lstat; a link is never opened, only reported
| (or, for a file, moved as the link itself, which renames the link and touches nothing it
| points at); before a file is read its real path must still lie inside the inbox.
*/

export type BranchFolder = {
  /** `LEMON/0012`, as named on disk. */
  folder: string
  path: string
  branch: { firma: string; pharmacyCode: string } | null
}

/** Something in the inbox that is no branch folder, with why it is left alone. */
export type Stray = { path: string; reason: string }

export type FolderListing = {
  files: { name: string; size: number; mtimeMs: number }[]
  markers: { name: string; mtimeMs: number }[]
  /** Symbolic links and other things that are no regular file (never read). */
  unsafe: { name: string; reason: string }[]
}

export class InboxPathError extends Error {}

const LINK = 'Symbolický odkaz do složky exportů nepatří, nic se z něj nečte.'

async function entries(path: string) {
  try {
    return await readdir(path, { withFileTypes: true })
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return []
    throw error
  }
}

/** The `<firma>/<pharmacyCode>` folders of the inbox, and what else lies at those levels. */
export async function listBranchFolders(root: string) {
  const folders: BranchFolder[] = []
  const strays: Stray[] = []
  for (const firma of await entries(root)) {
    if (isIgnored(firma.name)) continue
    if (firma.isSymbolicLink()) strays.push({ path: firma.name, reason: LINK })
    if (!firma.isDirectory()) {
      if (!firma.isSymbolicLink())
        strays.push({ path: firma.name, reason: 'Soubor mimo složku pobočky.' })
      continue
    }
    for (const code of await entries(join(root, firma.name))) {
      const folder = `${firma.name}/${code.name}`
      if (isIgnored(code.name)) continue
      if (code.isSymbolicLink()) {
        strays.push({ path: folder, reason: LINK })
      } else if (!code.isDirectory()) {
        strays.push({ path: folder, reason: 'Soubor mimo složku pobočky.' })
      } else {
        folders.push({
          folder,
          path: join(root, firma.name, code.name),
          branch: branchOfFolder(firma.name, code.name),
        })
      }
    }
  }
  return { folders, strays }
}

/**
 * The path of a branch folder named as `<firma>/<code>` (from the database or an admin's
 * request): two plain names, each a real folder, not a link. Null when it is none.
 */
export async function branchFolderPath(root: string, folder: string) {
  const parts = folder.split('/')
  if (parts.length !== 2 || !parts.every((p) => isPlainFileName(p) && !isIgnored(p))) return null
  let path = root
  for (const part of parts) {
    path = join(path, part)
    const stats = await lstat(path).catch(() => null)
    if (!stats || stats.isSymbolicLink() || !stats.isDirectory()) return null
  }
  return path
}

/** The files straight inside a branch folder (its processed/ and failed/ left out). */
export async function listFolder(path: string): Promise<FolderListing> {
  const listing: FolderListing = { files: [], markers: [], unsafe: [] }
  for (const entry of await entries(path)) {
    const name = entry.name
    if (isIgnored(name)) continue
    if (entry.isDirectory()) continue
    if (entry.isSymbolicLink()) {
      listing.unsafe.push({ name, reason: LINK })
    } else if (!entry.isFile()) {
      listing.unsafe.push({ name, reason: 'Nejde o obyčejný soubor, nic se z něj nečte.' })
    } else {
      const stats = await lstat(join(path, name))
      if (isMarker(name)) listing.markers.push({ name, mtimeMs: stats.mtimeMs })
      else listing.files.push({ name, size: stats.size, mtimeMs: stats.mtimeMs })
    }
  }
  return listing
}

/**
 * The path of a file of the folder, to be read: refused unless it is a regular file whose
 * real path lies inside the inbox (no link on the way, however it got there).
 */
export async function readablePath(root: string, folderPath: string, name: string) {
  const path = join(folderPath, name)
  const [realRoot, real, stats] = await Promise.all([realpath(root), realpath(path), lstat(path)])
  if (!stats.isFile() || !insideOf(realRoot, real)) throw new InboxPathError(LINK)
  return path
}

function insideOf(root: string, path: string) {
  const rel = relative(root, path)
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/** A folder the scanner owns inside the branch folder, created when missing; never a link. */
async function ownDir(folderPath: string, ...parts: string[]) {
  let path = folderPath
  for (const part of parts) {
    path = join(path, part)
    await mkdir(path).catch((error) => {
      if (error.code !== 'EEXIST') throw error
    })
    const stats = await lstat(path)
    if (!stats.isDirectory()) {
      throw new InboxPathError(`${relative(folderPath, path)} ve složce pobočky není složka.`)
    }
  }
  return path
}

async function moveInto(folderPath: string, dir: string, name: string) {
  const taken = new Set(await readdir(dir))
  let target = freeName(name, taken)
  /* The reason file of a refused file must not collide with another file either. */
  while (dir.endsWith(FAILED_DIR) && taken.has(`${target}${REASON_SUFFIX}`)) {
    taken.add(target)
    target = freeName(name, taken)
  }
  await rename(join(folderPath, name), join(dir, target))
  return target
}

/** Moves submitted files (and their markers) to `processed/<day>/`; answers their new paths. */
export async function moveToProcessed(folderPath: string, names: string[], day: string) {
  const dir = await ownDir(folderPath, PROCESSED_DIR, day)
  const moved: Record<string, string> = {}
  for (const name of names) {
    moved[name] = `${PROCESSED_DIR}/${day}/${await moveInto(folderPath, dir, name)}`
  }
  return moved
}

export function reasonText(name: string, reason: string, at: Date) {
  return [`Soubor: ${name}`, `Odmítnuto: ${czDateTime(at)}`, `Důvod: ${reason}`, ''].join('\r\n')
}

/**
 * Moves refused files to `failed/`, each with `<file>.txt` giving the reason; `from` is the
 * folder they lie in (the branch folder, or a processed/ day when the job refused them).
 */
export async function moveToFailed(
  folderPath: string,
  names: string[],
  reason: string,
  at: Date,
  from = folderPath
) {
  const dir = await ownDir(folderPath, FAILED_DIR)
  const moved: Record<string, string> = {}
  for (const name of names) {
    const target = await moveInto(from, dir, name)
    await writeFile(join(dir, `${target}${REASON_SUFFIX}`), reasonText(name, reason, at), {
      flag: 'wx',
    })
    moved[name] = `${FAILED_DIR}/${target}`
  }
  return moved
}

/**
 * The scanner's own folder (`failed/`) of a branch folder, to be read: null when it is not
 * there yet; refused when it is a link or no folder, or leads out of the inbox, so nothing
 * outside is ever read or moved through it (issue #27).
 */
async function ownedDir(root: string, folderPath: string, name: string) {
  const dir = join(folderPath, name)
  const stats = await lstat(dir).catch(() => null)
  if (!stats) return null
  if (stats.isSymbolicLink() || !stats.isDirectory()) {
    throw new InboxPathError(`${name}/ ve složce pobočky není složka: ${LINK}`)
  }
  const [realRoot, real] = await Promise.all([realpath(root), realpath(dir)])
  if (!insideOf(realRoot, real)) throw new InboxPathError(LINK)
  return dir
}

/** The files of `failed/` with the reason of each (a file is failed when its `.txt` is beside it). */
export async function listFailed(root: string, folderPath: string) {
  const dir = await ownedDir(root, folderPath, FAILED_DIR)
  if (!dir) return []
  const list = await entries(dir)
  const names = new Set(list.map((e) => e.name))
  const failed: { name: string; reason: string; at: string }[] = []
  for (const entry of list) {
    if (!names.has(`${entry.name}${REASON_SUFFIX}`) || entry.isSymbolicLink()) continue
    const reasonFile = join(dir, `${entry.name}${REASON_SUFFIX}`)
    const stats = await lstat(reasonFile)
    if (!stats.isFile()) continue
    const text = await readFile(reasonFile, 'utf8')
    failed.push({
      name: entry.name,
      reason: /^Důvod: (.*)$/m.exec(text)?.[1]?.trim() ?? text.trim(),
      at: stats.mtime.toISOString(),
    })
  }
  return failed.sort((a, b) => b.at.localeCompare(a.at) || a.name.localeCompare(b.name))
}

/**
 * Puts a refused file back into the branch folder for the next scan and removes its reason.
 * `name` must be one plain name of a failed file (checked by the caller and here again).
 */
export async function restoreFailed(root: string, folderPath: string, name: string) {
  const dir = await ownedDir(root, folderPath, FAILED_DIR)
  if (!dir) return null
  const path = join(dir, name)
  const reason = join(dir, `${name}${REASON_SUFFIX}`)
  if (relative(dir, path) !== name) throw new InboxPathError('Neplatný název souboru.')
  const [file, why] = await Promise.all([lstat(path), lstat(reason)]).catch(() => [null, null])
  if (!file || !why || !why.isFile()) return null
  if (file.isSymbolicLink() || !file.isFile()) throw new InboxPathError(LINK)
  const present = await entries(folderPath)
  const taken = new Set(present.map((e) => e.name))
  const target = freeName(name, taken)
  await rename(path, join(folderPath, target))
  await unlink(reason).catch(() => {})
  return target
}
