/*
| A file name as the browser (or an old client in cp1250) sent it is shown back in messages
| and stored in PostgreSQL, which refuses NUL in text and json. Control characters become
| `_`; bytes that were not UTF-8 already arrive as U+FFFD and stay so.
*/
const MAX_NAME = 255

const isControl = (char: string) => {
  const code = char.charCodeAt(0)
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
}

export function clientFileName(name: string | undefined | null): string {
  const clean = Array.from(String(name ?? ''), (char) => (isControl(char) ? '_' : char)).join('')
  return clean.length > MAX_NAME ? clean.slice(0, MAX_NAME) : clean
}
