import type { ReactNode } from 'react'
import { Alert, Loader, Paper, Stack } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { messageOf } from '../../../lib/api-client'
import { useFeedback } from '../../../lib/use-feedback'
import { useProfile } from '../api/get-profile'
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile'
import { ProfileDetails } from '../components/profile-details'
import { ProfileForm } from '../components/profile-form'
import { PageTitle } from '../../../components/page-title'
import type { User } from '../../../lib/user'
import { SectionTitle } from '../../../components/section-title'

type Notify = (message: string) => void

interface ProfilePageProps {
  /** The account's sign-in security (password, two-factor sign-in, sign-ins), composed in. */
  security?: (user: User, onDone: Notify, onFailure: Notify) => ReactNode
  /** The e-mail settings card (issue #17), composed by the app. */
  mailSettings?: ReactNode
}

export function ProfilePage({ security, mailSettings }: ProfilePageProps = {}) {
  const profile = useProfile()
  const update = useUpdateProfile()
  const { feedback, success, failure, clear } = useFeedback()

  const save = (input: UpdateProfileInput) =>
    update.mutate(input, {
      onSuccess: () => success('Změny uloženy.'),
      onError: (error) => failure(messageOf(error, 'Uložení se nezdařilo.')),
    })

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle>Profil</PageTitle>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {profile.isPending && <Loader color="teal" />}
      {profile.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(profile.error, 'Nepodařilo se načíst profil.')}
        </Alert>
      )}
      {profile.data && (
        <>
          <Paper withBorder p="lg" radius="md">
            <SectionTitle mb="md">Účet a pobočka</SectionTitle>
            <ProfileDetails user={profile.data} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <SectionTitle mb="md">Kontaktní údaje</SectionTitle>
            <ProfileForm
              key={profile.data.id}
              user={profile.data}
              saving={update.isPending}
              onSave={save}
            />
          </Paper>
          {security?.(profile.data, success, failure)}
          {mailSettings}
        </>
      )}
    </Stack>
  )
}
