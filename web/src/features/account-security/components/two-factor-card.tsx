import { useState, type FormEvent } from 'react'
import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { ApiError, messageOf } from '../../../lib/api-client'
import type { User } from '../../../lib/user'
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useStartEnrolment,
  type Enrolment,
} from '../api/two-factor'

interface TwoFactorCardProps {
  user: User
  onDone: (message: string) => void
  onFailure: (message: string) => void
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fieldErrors.find((f) => f.field === field)?.message : undefined

const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * Two-factor sign-in in the profile: the password, then the QR code for an authenticator
 * app (Google Authenticator, Microsoft Authenticator, …), a first code to confirm, then the
 * ten recovery codes, shown once. Turning it off asks for the password too; either change
 * ends the account's other sign-ins.
 */
export function TwoFactorCard({ user, onDone, onFailure }: TwoFactorCardProps) {
  const start = useStartEnrolment()
  const confirm = useConfirmEnrolment()
  const disable = useDisableTwoFactor()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  if (recoveryCodes) {
    return (
      <Stack gap="sm" data-testid="recovery-codes">
        <Alert color="teal" variant="light">
          Dvoufázové ověření je zapnuté. Uložte si tyto záložní kódy na bezpečné místo (vytiskněte
          je nebo si je opište). Každý platí jednou a poslouží, když nebudete mít telefon po ruce.
          Znovu už je neuvidíte.
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {recoveryCodes.map((c) => (
            <Code key={c} fz="md" ta="center">
              {c}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => setRecoveryCodes(null)}>Mám je uložené</Button>
        </Group>
      </Stack>
    )
  }

  if (user.twoFactorEnabled) {
    const off = (event: FormEvent) => {
      event.preventDefault()
      disable.mutate(password, {
        onSuccess: () => {
          setPassword('')
          onDone('Dvoufázové ověření je vypnuté. Ostatní přihlášení byla ukončena.')
        },
        onError: (error) =>
          onFailure(messageOf(error, 'Dvoufázové ověření se nepodařilo vypnout.')),
      })
    }
    return (
      <Stack gap="sm">
        <Text data-testid="two-factor-state">
          Dvoufázové ověření je zapnuté: při přihlášení zadáváte i kód z aplikace v telefonu.
        </Text>
        <form onSubmit={off}>
          <Group align="flex-end">
            <PasswordInput
              label="Heslo pro vypnutí"
              autoComplete="current-password"
              required
              value={password}
              error={fieldError(disable.error, 'password')}
              onChange={(event) => setPassword(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" variant="default" color="red" loading={disable.isPending}>
              Vypnout dvoufázové ověření
            </Button>
          </Group>
        </form>
      </Stack>
    )
  }

  if (!enrolment) {
    const begin = (event: FormEvent) => {
      event.preventDefault()
      start.mutate(password, {
        onSuccess: (started) => {
          setPassword('')
          setEnrolment(started)
        },
        onError: (error) => onFailure(messageOf(error, 'Nastavení se nepodařilo začít.')),
      })
    }
    return (
      <Stack gap="sm">
        <Text data-testid="two-factor-state">
          Dvoufázové ověření je vypnuté. Po zapnutí budete při přihlášení kromě hesla zadávat kód z
          ověřovací aplikace v telefonu.
        </Text>
        <form onSubmit={begin}>
          <Group align="flex-end">
            <PasswordInput
              label="Heslo pro nastavení"
              autoComplete="current-password"
              required
              value={password}
              error={fieldError(start.error, 'password')}
              onChange={(event) => setPassword(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" loading={start.isPending}>
              Nastavit dvoufázové ověření
            </Button>
          </Group>
        </form>
      </Stack>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    confirm.mutate(code.trim(), {
      onSuccess: (result) => {
        setEnrolment(null)
        setCode('')
        setRecoveryCodes(result.recoveryCodes)
        onDone('Dvoufázové ověření je zapnuté. Ostatní přihlášení byla ukončena.')
      },
      onError: (error) => onFailure(messageOf(error, 'Kód se nepodařilo ověřit.')),
    })
  }

  return (
    <form onSubmit={submit} data-testid="two-factor-enrolment">
      <Stack gap="sm">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            V telefonu otevřete ověřovací aplikaci (Google Authenticator, Microsoft Authenticator
            apod.) a naskenujte kód.
          </List.Item>
          <List.Item>Opište šestimístný kód, který aplikace ukáže, a potvrďte.</List.Item>
        </List>
        <Group align="flex-start" gap="lg">
          <Image
            src={qrSource(enrolment.qrSvg)}
            alt="QR kód pro ověřovací aplikaci"
            w={200}
            h={200}
            data-testid="two-factor-qr"
          />
          <Stack gap="xs" maw={360}>
            <Text size="sm">Nemůžete skenovat? Zadejte do aplikace tento klíč:</Text>
            <Code block data-testid="two-factor-secret">
              {enrolment.secret}
            </Code>
            <TextInput
              label="Kód z aplikace"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              maxLength={20}
              value={code}
              error={fieldError(confirm.error, 'code')}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                Potvrdit a zapnout
              </Button>
              <Button variant="default" onClick={() => setEnrolment(null)}>
                Zrušit
              </Button>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </form>
  )
}
