import { mailboxDomain } from '#core/plain_mailbox'

/*
| Where a message a user addresses may go (issue #27). With MAIL_ALLOWED_DOMAINS a chain
| limits it to its own domains and their subdomains (`lemon.cz` allows `pobocka.lemon.cz`);
| without it any domain, as a patient's or a doctor's address is anywhere.
*/
export function domainAllowed(mailbox: string, allowed: readonly string[]) {
  if (allowed.length === 0) return true
  const domain = mailboxDomain(mailbox)
  return allowed.some((d) => domain === d || domain.endsWith(`.${d}`))
}
