/** Temporary blob URLs are revoked after this long (spec §9). */
const REVOKE_AFTER_MS = 60_000

/**
 * Shows a PDF in a new tab through an object URL. `target` is a tab opened before the
 * download started, so a pop-up blocker lets it through; without one a new tab is opened.
 */
export function openPdf(blob: Blob, target?: Window | null) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
  if (target && !target.closed) target.location.href = url
  else window.open(url, '_blank')
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
