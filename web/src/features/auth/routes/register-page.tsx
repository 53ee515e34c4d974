import { Anchor, Text } from '@mantine/core'
import { Link, useNavigate } from 'react-router-dom'
import type { LoginLocationState } from '../../../lib/login-redirect'
import { paths } from '../../../lib/paths'
import { AuthFrame } from '../components/auth-frame'
import { RegisterForm } from '../components/register-form'

export function RegisterPage() {
  const navigate = useNavigate()

  const goToLogin = () => {
    const state: LoginLocationState = {
      notice: 'Registrace proběhla úspěšně. Nyní se můžete přihlásit.',
    }
    navigate(paths.login, { state })
  }

  return (
    <AuthFrame title="Registrace">
      <RegisterForm onSuccess={goToLogin} />
      <Text size="sm" ta="center" c="dimmed">
        Už máte účet?{' '}
        <Anchor component={Link} to={paths.login}>
          Přihlaste se
        </Anchor>
      </Text>
    </AuthFrame>
  )
}
