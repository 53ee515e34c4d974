import { Alert, Paper, Stack, Switch, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { messageOf } from '../../../lib/api-client'
import { useFeedback } from '../../../lib/use-feedback'
import { useMailPreferences } from '../api/get-mail-preferences'
import { useUpdateMailPreferences } from '../api/update-mail-preferences'
import { SectionTitle } from '../../../components/section-title'

/** The profile's e-mail card (issue #17): the morning digest, switched on or off at once. */
export function DigestSettings() {
  const preferences = useMailPreferences()
  const update = useUpdateMailPreferences()
  const { feedback, success, failure, clear } = useFeedback()
  const data = preferences.data

  const toggle = (morningDigest: boolean) =>
    update.mutate(
      { morningDigest },
      {
        onSuccess: () => success('Změny uloženy.'),
        onError: (error) => failure(messageOf(error, 'Uložení se nezdařilo.')),
      }
    )

  return (
    <Paper withBorder p="lg" radius="md">
      <SectionTitle mb="md">E-mailová upozornění</SectionTitle>
      <Stack gap="sm">
        <FeedbackAlert feedback={feedback} onClose={clear} />
        {preferences.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(preferences.error, 'Nastavení e-mailů se nepodařilo načíst.')}
          </Alert>
        )}
        {data && (
          <>
            <Switch
              label="Posílat mi ranní přehled e-mailem"
              description={`Každé ráno na ${data.email}: úkoly s dnešním termínem, nové návrhy z poolu, převodky na cestě k pobočce a staré exporty. Když nic nečeká, e-mail nepřijde.`}
              checked={data.morningDigest}
              disabled={update.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
              data-testid="digest-switch"
            />
            {!data.mailEnabled && (
              <Text size="sm" c="dimmed">
                Odesílání e-mailů zatím není na serveru nastavené; přehled začne chodit, až ho
                správce zapne.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}
