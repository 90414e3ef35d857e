/** Domains whose mail lands in one Gmail inbox, and the one they are counted as. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address delivers to, as the waitlist tells people apart (decision 0046): lower
 * case, without a `+tag` (for every domain), and for Gmail without dots, `googlemail.com` counted
 * as `gmail.com`. It decides "already on the list", referral credit and the per-address mail
 * limits; the address as typed is what mail is sent to.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const domain = address.slice(at + 1)
  // A `+` that starts the local part is the whole name, not a tag.
  const local = address.slice(0, at).replace(/(?<=.)\+.*$/, '')
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`
}
