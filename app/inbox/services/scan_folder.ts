import { join } from 'node:path'
import { rename, unlink } from 'node:fs/promises'
import env from '#start/env'
import inboxConfig from '#config/inbox'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import type { ExportKind } from '#exports/rules/export_specs'
import { acceptUpload } from '#exports/services/accept_upload'
import { incomingLocalFile } from '#core/incoming_file'
import { markedComplete, markersOf } from '#inbox/rules/inbox_layout'
import { decideSet, type FileState } from '#inbox/rules/set_decision'
import {
  InboxPathError,
  listFolder,
  moveToFailed,
  moveToProcessed,
  readablePath,
  type BranchFolder,
  type FolderListing,
} from '#inbox/services/inbox_folder'
import { recordSet } from '#inbox/services/inbox_sets'
import { recogniseFile } from '#inbox/services/recognise_file'
import { reportInboxFailure } from '#inbox/services/report_failure'
import { forgetFiles, rememberRecognition, trackFiles } from '#inbox/services/tracked_files'

export type ScanSummary = {
  folders: number
  submitted: number
  refused: number
  waiting: number
  /** Files new or changed since the last scan: a look again soon tells whether they are written. */
  settling: number
  /** Folders the scan could not handle (a disk error, no permission), with the error. */
  errors?: { folder: string; error: string }[]
}

type Scan = {
  root: string
  folder: BranchFolder
  listing: FolderListing
  states: FileState[]
  now: Date
  summary: ScanSummary
}

const MAX_MB = () => env.get('UPLOAD_MAX_FILE_MB', 50)

/** What the file's header says; null when the file went away meanwhile (it is looked at again). */
async function recognise(root: string, folder: BranchFolder, name: string) {
  try {
    const path = await readablePath(root, folder.path, name)
    const found = await recogniseFile(path, name)
    return found.kind ? { kind: found.kind, problem: null } : { kind: null, problem: found.reason }
  } catch (error) {
    if (error instanceof InboxPathError) return { kind: null, problem: error.message }
    if ((error as { code?: string }).code === 'ENOENT') return null
    throw error
  }
}

/** Moves files to failed/ with their reason, records the refusal and tells the branch and admins. */
async function refuse(scan: Scan, names: string[], reason: string, from?: string) {
  const { folder, now } = scan
  const moved = await moveToFailed(folder.path, names, reason, now, from)
  await forgetFiles(folder.folder, names)
  const kindOf = (name: string) => scan.states.find((s) => s.name === name)?.kind ?? null
  const setId = await recordSet({
    folder: folder.folder,
    branch: folder.branch,
    status: 'refused',
    files: names.map((name) => ({ name, kind: kindOf(name), path: moved[name] })),
    reason,
    now,
  })
  scan.summary.refused += names.length
  await reportInboxFailure({
    setId,
    folder: folder.folder,
    branch: folder.branch,
    files: names,
    reason,
  })
}

/**
 * Submits a complete set through the web upload's own path (acceptUpload: checks, Drive,
 * batch, `imports` job). The files are first moved to `processed/<day>/`, so a set is never
 * submitted twice; a refusal moves them on to failed/, and a branch whose previous export is
 * still running (or a queue that does not answer) gets them back for the next scan.
 */
async function submit(scan: Scan, chosen: Partial<Record<ExportKind, string>>) {
  const { root, folder, listing, now } = scan
  const branch = folder.branch!
  const names = Object.values(chosen) as string[]
  const all = listing.files.map((f) => f.name)
  const markers = markersOf(names, listing.markers, all)
  const day = dayIn(now)
  const moved = await moveToProcessed(folder.path, [...names, ...markers], day)
  await forgetFiles(folder.folder, names)
  const processedDir = join(folder.path, 'processed', day)
  const files: Partial<Record<ExportKind, Awaited<ReturnType<typeof incomingLocalFile>>>> = {}
  for (const [kind, name] of Object.entries(chosen)) {
    const stored = moved[name].split('/').pop()!
    const file = await incomingLocalFile(await readablePath(root, processedDir, stored), MAX_MB())
    files[kind as ExportKind] = { ...file, clientName: name }
  }
  let batchId: number
  try {
    const batch = await acceptUpload(null, branch, files, MAX_MB(), {
      via: 'inbox',
      folder: folder.folder,
    })
    batchId = batch.id
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const storedNames = names.map((n) => moved[n].split('/').pop()!)
    if (error.status === 409 || error.status === 503) {
      await moveBack(processedDir, folder.path, storedNames)
      scan.summary.waiting += names.length
      return
    }
    await refuse(scan, storedNames, error.message, processedDir)
    return
  }
  await recordSet({
    folder: folder.folder,
    branch,
    status: 'submitted',
    batchId,
    files: Object.entries(chosen).map(([kind, name]) => ({
      name: name!,
      kind: kind as ExportKind,
      path: moved[name!],
    })),
    now,
  })
  scan.summary.submitted++
}

async function moveBack(from: string, to: string, names: string[]) {
  for (const name of names) await rename(join(from, name), join(to, name))
}

const NO_BRANCH = (folder: BranchFolder) =>
  folder.branch
    ? `Složka ${folder.folder} nepatří žádné pobočce: pobočka ${folder.branch.pharmacyCode} ve firmě ${folder.branch.firma} neexistuje.`
    : `Složka ${folder.folder} nepatří žádné pobočce: název složky má být <firma>/<kód pobočky>.`

/** One scan of one branch folder: see app/inbox/rules/set_decision.ts for what happens when. */
export async function scanFolder(
  root: string,
  folder: BranchFolder,
  branchExists: boolean,
  now: Date,
  summary: ScanSummary
) {
  summary.folders++
  const listing = await listFolder(folder.path)
  const scan: Scan = { root, folder, listing, states: [], now, summary }
  for (const entry of listing.unsafe) await refuse(scan, [entry.name], entry.reason)

  const tracked = await trackFiles(folder.folder, listing.files, now)
  const names = listing.files.map((f) => f.name)
  for (const file of tracked) {
    let complete = file.unchanged || markedComplete(file, listing.markers, names)
    let { kind, problem } = file
    if (complete && branchExists && kind === null && problem === null) {
      const found = await recognise(root, folder, file.name)
      if (found) {
        ;({ kind, problem } = found)
        await rememberRecognition(folder.folder, file.name, kind, problem)
      } else {
        complete = false
      }
    }
    scan.states.push({ name: file.name, complete, firstSeenAt: file.firstSeenAt, kind, problem })
    if (!complete) summary.settling++
  }

  if (!branchExists) {
    const complete = scan.states.filter((s) => s.complete).map((s) => s.name)
    if (complete.length > 0) await refuse(scan, complete, NO_BRANCH(folder))
  } else {
    const decision = decideSet(scan.states, now, inboxConfig.incompleteSetMinutes)
    for (const refusal of decision.refuse) await refuse(scan, refusal.names, refusal.reason)
    if (decision.submit) await submit(scan, decision.submit)
    summary.waiting += decision.waiting.length
  }
  await dropSpentMarkers(folder.path, listing)
}

/** Once no file is left beside them, the folder's markers have done their work. */
async function dropSpentMarkers(path: string, before: FolderListing) {
  if (before.markers.length === 0) return
  const now = await listFolder(path)
  if (now.files.length > 0) return
  for (const marker of now.markers) await unlink(join(path, marker.name)).catch(() => {})
}
