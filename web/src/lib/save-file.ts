/** Temporary blob URLs are revoked after this long (spec §9). */
const REVOKE_AFTER_MS = 60_000

/** Saves a downloaded file under `fileName` through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
