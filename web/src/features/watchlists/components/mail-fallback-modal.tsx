import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { mailtoLink, type MailDraft } from '../../../../../app/watchlists/rules/watchlist_export'
import { texts } from '../watchlist'

interface MailFallbackModalProps {
  draft: MailDraft | null
  onClose: () => void
}

/** The prepared e-mail for copying when no mail client opened. */
export function MailFallbackModal({ draft, onClose }: MailFallbackModalProps) {
  return (
    <Modal opened={draft !== null} onClose={onClose} title="Příprava e-mailu" size="lg">
      {draft && (
        <Stack gap="sm" data-testid="mail-fallback">
          <Alert color="yellow" variant="light" role="alert">
            {texts.mailFallback}
          </Alert>
          <Text size="sm">
            <b>Komu:</b> {draft.to || '—'}
          </Text>
          <Text size="sm">
            <b>Předmět:</b> {draft.subject}
          </Text>
          <Textarea
            label="Text"
            value={draft.body}
            readOnly
            autosize
            minRows={6}
            maxRows={16}
            data-testid="mail-body"
          />
          <Group justify="space-between">
            <Anchor href={mailtoLink(draft)}>Otevřít v poštovním klientovi</Anchor>
            <CopyButton value={`${draft.subject}\n\n${draft.body.replaceAll('\r\n', '\n')}`}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Zkopírováno' : 'Kopírovat text'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
