import { czCount, type CzechForms } from '#core/czech_plural'

/*
| An audit entry's details (its `before` and `after`) as Czech phrases for /admin/audit
| (issue #36): `Způsob přihlášení: heslem`, `Role: uživatel → administrátor`. A key without a
| name here is still read as words (`endedSessions` → `ended sessions`), never as raw JSON.
*/

const LABELS: Record<string, string> = {
  method: 'Způsob přihlášení',
  session: 'Přihlášení (relace)',
  purpose: 'Účel ověření hesla',
  reason: 'Důvod',
  scope: 'Zablokováno podle',
  key: 'Blokovaná hodnota',
  count: 'Počet ukončených přihlášení',
  endedSessions: 'Ukončená přihlášení',
  mustChangePassword: 'Musí si změnit heslo',
  recoveryCodeCount: 'Záložních kódů',
  requiredForAdmin: 'Povinné pro administrátora',
  twoFactorEnabled: 'Dvoufázové ověření',
  deactivatedAt: 'Deaktivován',
  username: 'Uživatelské jméno',
  email: 'E-mail',
  role: 'Role',
  firma: 'Firma',
  pharmacyCode: 'Pobočka',
  targetPharmacyCode: 'Cílová pobočka',
  fullName: 'Jméno',
  phone: 'Telefon',
  street: 'Ulice',
  city: 'Město',
  zip: 'PSČ',
  carrierCustomerNumber: 'Zákaznické číslo u dopravce',
  title: 'Název',
  dueDate: 'Termín',
  pharmacyCodes: 'Pobočky',
  status: 'Stav',
  done: 'Splněno',
  files: 'Soubory',
  source: 'Zdroj',
  rows: 'Řádků',
  validFrom: 'Platnost od',
  validTo: 'Platnost do',
  stav: 'Stav',
  ids: 'Položky',
  lines: 'Řádky',
  job: 'Úloha',
  folder: 'Složka',
  file: 'Soubor',
  route: 'Adresa',
  named: 'Zadaná pobočka',
  morningDigest: 'Ranní přehled e-mailem',
  rules: 'Pravidla',
  sukl: 'Kód SÚKL',
  bezDoplatku: 'Bez doplatku',
  to: 'Příjemce',
  replyTo: 'Odpověď na',
  mailId: 'E-mail č.',
  name: 'Název',
  nazev: 'Název',
  pdk: 'PDK',
  sarze: 'Šarže',
  exspirace: 'Exspirace',
  mnozstvi: 'Množství',
  cena: 'Cena',
  probability: 'Pravděpodobnost',
  note: 'Poznámka',
  id: 'ID',
  createdAt: 'Vytvořeno',
  updatedAt: 'Upraveno',
}

/* The same key meaning something else in one action. */
const ACTION_LABELS: Record<string, Record<string, string>> = {
  'access.foreign_branch': { method: 'Metoda požadavku' },
}

const VALUES: Record<string, Record<string, string>> = {
  method: {
    password: 'heslem',
    totp: 'kódem z aplikace',
    recovery_code: 'záložním kódem',
  },
  purpose: {
    'password_change': 'změna hesla',
    '2fa_enrol': 'zapnutí dvoufázového ověření',
    '2fa_disable': 'vypnutí dvoufázového ověření',
  },
  scope: { email: 'e-mailu', ip: 'IP adresy', two_factor: 'kódu dvoufázového ověření' },
  role: { admin: 'administrátor', user: 'uživatel' },
  status: { active: 'aktivní', archived: 'archivovaný', done: 'splněný' },
}

const LINES: CzechForms = ['řádek', 'řádky', 'řádků']
const ITEMS: CzechForms = ['položka', 'položky', 'položek']
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** `endedSessions` or `ended_sessions` → `Ended sessions`. */
function words(key: string): string {
  const text = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function detailLabel(key: string, action = ''): string {
  const name = camel(key)
  return ACTION_LABELS[action]?.[name] ?? LABELS[name] ?? words(key)
}

/** A session id is long and says nothing to a reader; its start tells two apart. */
const shortId = (value: string) => (value.length > 12 ? `${value.slice(0, 8)}…` : value)

function timeText(value: string, timeZone: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat('cs-CZ', {
    timeZone,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}

export function detailValue(key: string, value: unknown, timeZone = 'Europe/Prague'): string {
  const name = camel(key)
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'ano' : 'ne'
  if (Array.isArray(value)) {
    if (value.length === 0) return '—'
    if (value.every((v) => v === null || typeof v !== 'object')) return value.join(', ')
    return czCount(value.length, name === 'lines' ? LINES : ITEMS)
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if (entries.length === 0) return '—'
    return entries.map(([k, v]) => `${detailLabel(k)} ${detailValue(k, v, timeZone)}`).join(', ')
  }
  const text = String(value)
  if (VALUES[name]?.[text]) return VALUES[name][text]
  if (name === 'session') return shortId(text)
  if (typeof value === 'string' && ISO_TIME.test(text)) return timeText(text, timeZone)
  return text
}

/**
 * One line per detail: a change as `Label: before → after`, a new value as `Label: value`,
 * a removed record prefixed `Smazáno – `; unchanged keys of a change are left out.
 */
export function auditDetailLines(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  timeZone = 'Europe/Prague'
): string[] {
  const value = (key: string, v: unknown) => detailValue(key, v, timeZone)
  const label = (key: string) => detailLabel(key, action)
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.map((key) => {
      const [was, now] = [value(key, before[key]), value(key, after[key])]
      return was === now ? `${label(key)}: ${now}` : `${label(key)}: ${was} → ${now}`
    })
  }
  const only = after ?? before
  if (!only) return []
  const lines = Object.entries(only).map(([key, v]) => `${label(key)}: ${value(key, v)}`)
  return before ? [`Smazáno – ${lines.join('; ')}`] : lines
}
