import { useRef, useState, type FormEvent } from 'react'
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import { emailProblem, useFieldErrors, whenBlank } from '../../../lib/field-errors'
import type { User } from '../../../lib/user'
import { login, loginTwoFactor, type LoginResponse } from '../api/login'

function loginErrorMessage(error: unknown): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined
  const errorMessage = error instanceof Error ? error.message : undefined
  return serverMessage || errorMessage || 'Neplatné přihlašovací údaje.'
}

interface LoginFormProps {
  onSuccess: (user: User) => void
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  /* Set once the password was right and the account asks for a second step. */
  const [challenge, setChallenge] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // State updates are asynchronous; the ref stops a second submit in the same tick.
  const submittingRef = useRef(false)
  const fields = useFieldErrors()

  const finish = (response: LoginResponse) => {
    if (!response?.token || !response?.user) throw new Error('Chybí token nebo uživatel.')
    authStorage.save(response.token, response.user)
    onSuccess(response.user)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submittingRef.current) return
    const valid = challenge
      ? fields.show({ code: whenBlank(code, 'Vyplňte ověřovací kód.') })
      : fields.show({
          email: emailProblem(email, 'Vyplňte e-mail.'),
          password: whenBlank(password, 'Vyplňte heslo.'),
        })
    if (!valid) return
    submittingRef.current = true
    setSubmitting(true)
    setError(null)
    try {
      if (challenge) {
        finish(await loginTwoFactor({ challenge, code: code.trim() }))
      } else {
        const response = await login({ email: email.trim(), password })
        if (response?.twoFactorRequired && response.challenge) setChallenge(response.challenge)
        else finish(response)
      }
    } catch (err) {
      authStorage.clear()
      if (err instanceof ApiError && err.code === 'CHALLENGE_EXPIRED') {
        setChallenge(null)
        setCode('')
      }
      setError(loginErrorMessage(err))
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {challenge ? (
          <>
            <Text size="sm">
              Účet má zapnuté dvoufázové ověření. Opište kód z ověřovací aplikace v telefonu, nebo
              použijte jeden ze záložních kódů.
            </Text>
            <TextInput
              label="Ověřovací kód"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              required
              autoFocus
              maxLength={20}
              value={code}
              error={fields.errors.code}
              onChange={(event) => {
                setCode(event.currentTarget.value)
                fields.clear('code')
              }}
            />
          </>
        ) : (
          <>
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              error={fields.errors.email}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                fields.clear('email')
              }}
            />
            <PasswordInput
              label="Heslo"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={fields.errors.password}
              /* Mantine marks only the wrapper of a password field invalid, not the input. */
              aria-invalid={Boolean(fields.errors.password)}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                fields.clear('password')
              }}
            />
          </>
        )}
        <Button type="submit" fullWidth mt="xs" aria-busy={submitting}>
          {submitting ? 'Přihlašuji…' : challenge ? 'Ověřit a přihlásit' : 'Přihlásit'}
        </Button>
      </Stack>
    </form>
  )
}
