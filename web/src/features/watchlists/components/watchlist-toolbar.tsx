import { Button, Group } from '@mantine/core'
import { mailDraft, mailtoLink } from '../../../../../app/watchlists/rules/watchlist_export'
import type { BranchRef } from '../../../lib/branch-ref'
import { openPdf } from '../../../lib/open-pdf'
import { useExportWatchlist } from '../api/export-watchlist'
import { useSendWatchlistMail } from '../api/send-watchlist-mail'
import { failureText, texts, type ResolvedWatchlist } from '../watchlist'
import { MailFallbackModal } from './mail-fallback-modal'
import { useMailLauncher } from './use-mail-launcher'

interface WatchlistToolbarProps {
  branch: BranchRef
  watchlist: ResolvedWatchlist
  onSuccess: (message: string) => void
  onFailure: (message: string) => void
}

/**
 * PDF export in a new tab, the PDF sent by e-mail from the server (issue #17), and the
 * e-mail prepared as a mailto link for the user's own mail client.
 */
export function WatchlistToolbar({
  branch,
  watchlist,
  onSuccess,
  onFailure,
}: WatchlistToolbarProps) {
  const exportPdf = useExportWatchlist(branch, watchlist.id)
  const send = useSendWatchlistMail(branch, watchlist.id)
  const mail = useMailLauncher()
  const draft = mailDraft(watchlist, watchlist.items)
  const link = mailtoLink(draft)

  const openExport = () => {
    // Opened within the click, so a pop-up blocker lets the tab through.
    const tab = window.open('', '_blank')
    exportPdf.mutate(undefined, {
      onSuccess: (blob) => openPdf(blob, tab),
      onError: (error) => {
        tab?.close()
        onFailure(failureText(error, texts.pdfFailed))
      },
    })
  }

  const sendMail = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => onSuccess(sent.message),
      onError: (error) => onFailure(failureText(error, texts.sendFailed)),
    })

  const prepareMail = () => {
    try {
      mail.launch(draft, link)
    } catch {
      onFailure(texts.mailFailed)
    }
  }

  return (
    <Group gap="sm">
      <Button onClick={openExport} loading={exportPdf.isPending} data-testid="export-pdf">
        Export PDF
      </Button>
      <Button
        variant="light"
        onClick={sendMail}
        loading={send.isPending}
        disabled={!watchlist.email}
        title={watchlist.email ? `Odešle PDF na ${watchlist.email}` : texts.sendNeedsEmail}
        data-testid="send-mail"
      >
        Odeslat e-mailem
      </Button>
      <Button
        component="a"
        href={link}
        variant="light"
        onClick={prepareMail}
        data-testid="prepare-mail"
      >
        Připravit e-mail
      </Button>
      <MailFallbackModal draft={mail.fallback} onClose={mail.closeFallback} />
    </Group>
  )
}
