/** The addresses that share a personal link without any script: a mail, WhatsApp, X, a text message. */
export type DirectShareLinks = { email: string; whatsapp: string; x: string; sms: string }

/** Each direct share of `url`, with the sharer's `title` (a mail's subject) and `text` before it. */
export function directShareLinks(url: string, { title, text }: { title: string; text: string }) {
  const message = encodeURIComponent(`${text} ${url}`)
  const links: DirectShareLinks = {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${message}`,
    whatsapp: `https://wa.me/?text=${message}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    // `?&body=` is read by both iOS's and Android's Messages.
    sms: `sms:?&body=${message}`,
  }
  return links
}
