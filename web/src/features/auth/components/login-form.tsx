import { useRef, useState, type FormEvent } from 'react'
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import type { User } from '../../../lib/user'
import { login } from '../api/login'

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
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // State updates are asynchronous; the ref stops a second submit in the same tick.
  const submittingRef = useRef(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submittingRef.current) return
    submittingRef.current = true
    setSubmitting(true)
    setError(null)
    try {
      const response = await login({ email: email.trim(), password })
      if (!response?.token || !response?.user) throw new Error('Chybí token nebo uživatel.')
      authStorage.save(response.token, response.user)
      onSuccess(response.user)
    } catch (err) {
      authStorage.clear()
      setError(loginErrorMessage(err))
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Heslo"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth mt="xs" aria-busy={submitting}>
          {submitting ? 'Přihlašuji…' : 'Přihlásit'}
        </Button>
      </Stack>
    </form>
  )
}
