import { Alert, Paper, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router-dom'
import { homePathFor } from '../../../lib/access'
import { pendingStepOf, roleOf, type User } from '../../../lib/user'
import { PASSWORD_CHANGED, PasswordCard } from './password-card'
import { SignInsCard } from './sign-ins-card'
import { TwoFactorCard } from './two-factor-card'
import { SectionTitle } from '../../../components/section-title'

interface AccountSecurityProps {
  user: User
  onDone: (message: string) => void
  onFailure: (message: string) => void
}

/** The profile's part about signing in: password, two-factor sign-in, active sign-ins. */
export function AccountSecurity({ user, onDone, onFailure }: AccountSecurityProps) {
  const navigate = useNavigate()
  /* A password the admin set was the one thing in the way: on to the day's work (the
     dashboard), unless another step (two-factor enrolment) is still pending. */
  const afterChange = (changed: User) => {
    if (!user.mustChangePassword || pendingStepOf(changed)) return
    /* The profile's message stays behind with the profile: said where the user lands. */
    notifications.show({ color: 'teal', message: PASSWORD_CHANGED })
    navigate(homePathFor(roleOf(changed)))
  }
  return (
    <Stack gap="lg">
      {user.mustChangePassword && (
        <Alert color="orange" variant="light" role="alert" data-testid="pending-step">
          Správce vám nastavil nové heslo. Než budete pokračovat, změňte si ho prosím.
        </Alert>
      )}
      {!user.mustChangePassword && user.mustEnrolTwoFactor && (
        <Alert color="orange" variant="light" role="alert" data-testid="pending-step">
          Správci řetězce se přihlašují dvoufázově. Než budete pokračovat, nastavte si prosím
          dvoufázové ověření, a to hned: do 15 minut od přihlášení heslem, jinak se budete muset
          přihlásit znovu.
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="md">Heslo</SectionTitle>
        <PasswordCard onDone={onDone} onFailure={onFailure} onChanged={afterChange} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="md">Dvoufázové ověření</SectionTitle>
        <TwoFactorCard user={user} onDone={onDone} onFailure={onFailure} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="md">Aktivní přihlášení</SectionTitle>
        <SignInsCard onDone={onDone} onFailure={onFailure} />
      </Paper>
    </Stack>
  )
}
