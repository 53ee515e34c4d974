import { BlockList, isIP } from 'node:net'
import env from '#start/env'

/*
| Sign-in policy and the network edge (issues #18 and #22), from the environment.
| - ADMIN_2FA=required: an admin without two-factor sign-in may do nothing but enrol, and
|   only right after signing in with the password.
| - TRUSTED_PROXIES: the load balancers (CIDR list) whose X-Forwarded-For is believed;
|   unset, only the socket's address counts, so a client cannot pick its own IP for the
|   per-IP limits and the audit trail.
*/

/** `10.0.0.0/8, 192.168.1.5` → a BlockList of those ranges; an entry that is neither throws. */
export function trustedProxyList(value: string | undefined) {
  const list = new BlockList()
  for (const part of (value ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue
    const [address, bits, extra] = part.split('/')
    const family = isIP(address)
    const max = family === 4 ? 32 : 128
    const prefix = bits === undefined ? max : Number(bits)
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits ?? '0') || prefix > max) {
      throw new Error(`"${part}" není IP adresa ani rozsah CIDR`)
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6')
  }
  return list
}

/** The trust function of config/app.ts: is this hop one of our load balancers? */
export function trustFunction(list: BlockList) {
  return (address: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return list.check(mapped[1], 'ipv4')
    const family = isIP(address)
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
}

export const security = {
  admin2fa: env.get('ADMIN_2FA', 'optional') as 'optional' | 'required',
  /*
   * With ADMIN_2FA=required an admin's first enrolment must follow a password sign-in within
   * this many minutes: an old session (or a stolen token) cannot choose the admin's phone.
   */
  firstEnrolmentMinutes: 15,
  trustProxy: trustFunction(trustedProxyList(env.get('TRUSTED_PROXIES'))),
}

export default security
