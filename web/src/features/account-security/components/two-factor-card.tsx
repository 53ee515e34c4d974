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

interface PasswordStepProps {
  /** What the card says of the account's two-factor sign-in now. */
  state: string
  label: string
  submit: string
  /** The request the password goes with: its error under the field, its pending button. */
  request: { error: unknown; isPending: boolean }
  /** Sends the password; `clear` empties the field once it is accepted. */
  onSubmit: (password: string, clear: () => void) => void
  /** Turning the protection off: a quieter, red button. */
  off?: boolean
}

/** The state, then the password the change asks for first (turning it on or off). */
function PasswordStep({ state, label, submit, request, onSubmit, off }: PasswordStepProps) {
  const [password, setPassword] = useState('')
  const send = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(password, () => setPassword(''))
  }
  return (
    <Stack gap="sm">
      <Text data-testid="two-factor-state">{state}</Text>
      <form onSubmit={send}>
        <Group align="flex-end">
          <PasswordInput
            label={label}
            autoComplete="current-password"
            required
            value={password}
            error={fieldError(request.error, 'password')}
            onChange={(event) => setPassword(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Button
            type="submit"
            variant={off ? 'default' : undefined}
            color={off ? 'red' : undefined}
            loading={request.isPending}
          >
            {submit}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}

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
    return (
      <PasswordStep
        key="off"
        state="Dvoufázové ověření je zapnuté: při přihlášení zadáváte i kód z aplikace v telefonu."
        label="Heslo pro vypnutí"
        submit="Vypnout dvoufázové ověření"
        off
        request={disable}
        onSubmit={(password, clear) =>
          disable.mutate(password, {
            onSuccess: () => {
              clear()
              onDone('Dvoufázové ověření je vypnuté. Ostatní přihlášení byla ukončena.')
            },
            onError: (error) =>
              onFailure(messageOf(error, 'Dvoufázové ověření se nepodařilo vypnout.')),
          })
        }
      />
    )
  }

  if (!enrolment) {
    return (
      <PasswordStep
        key="on"
        state={
          'Dvoufázové ověření je vypnuté. Po zapnutí budete při přihlášení kromě hesla zadávat ' +
          'kód z ověřovací aplikace v telefonu.'
        }
        label="Heslo pro nastavení"
        submit="Nastavit dvoufázové ověření"
        request={start}
        onSubmit={(password, clear) =>
          start.mutate(password, {
            onSuccess: (started) => {
              clear()
              setEnrolment(started)
            },
            onError: (error) => onFailure(messageOf(error, 'Nastavení se nepodařilo začít.')),
          })
        }
      />
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
