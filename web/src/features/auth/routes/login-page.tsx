import { Alert, Anchor, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { homePathFor } from '../../../lib/access'
import { authStorage } from '../../../lib/auth-storage'
import { safeReturnPath, type LoginLocationState } from '../../../lib/login-redirect'
import { paths } from '../../../lib/paths'
import { roleOf, type User } from '../../../lib/user'
import { AuthFrame } from '../components/auth-frame'
import { LoginForm } from '../components/login-form'

export function LoginPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const state = (useLocation().state ?? {}) as LoginLocationState

  const goOn = (user: User) => {
    // Nothing cached for a previous account may show up for this one.
    queryClient.clear()
    const remembered = authStorage.takeReturnTo()
    const target = safeReturnPath(state.from) ?? safeReturnPath(remembered)
    navigate(target ?? homePathFor(roleOf(user)), { replace: true })
  }

  return (
    <AuthFrame title="Přihlášení">
      {state.notice && (
        <Alert color="teal" variant="light" role="status">
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert color="red" variant="light" role="alert">
          {state.error}
        </Alert>
      )}
      <LoginForm onSuccess={goOn} />
      <Text size="sm" ta="center" c="dimmed">
        Nemáte účet?{' '}
        <Anchor component={Link} to={paths.register}>
          Zaregistrujte se
        </Anchor>
      </Text>
    </AuthFrame>
  )
}
