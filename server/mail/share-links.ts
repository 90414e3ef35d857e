/** A message to pass on: the subject an email app opens with, and the words with the link in them. */
export type ShareMessage = { subject: string; message: string }

/** The labels of the two ways an email offers to pass a link on (emails.json `layout`). */
export type ShareLabels = { shareByEmail: string; shareOnWhatsApp: string }

/**
 * One tap to pass a message on from inside an email: the reader's own email app with the subject
 * and words filled in, and WhatsApp's own share address. Both work in every mail client, where
 * no script or share sheet does.
 */
export function shareActions(labels: ShareLabels, { subject, message }: ShareMessage) {
  const mail = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`
  return [
    { label: labels.shareByEmail, url: mail },
    { label: labels.shareOnWhatsApp, url: `https://wa.me/?text=${encodeURIComponent(message)}` },
  ]
}

/** A link as short words to read and copy: its host and path, without `https://`. */
export function shortLinkText(url: string): string {
  const { host, pathname, search } = new URL(url)
  return `${host}${pathname === '/' ? '/' : pathname}${search}`
}
