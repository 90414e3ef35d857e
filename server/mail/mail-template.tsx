import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'

/** One email as the template shows it: every text already filled in, every link absolute. */
export type MailMessage = {
  preheader: string
  brand: string
  heading: string
  paragraphs: string[]
  /** A short list under the paragraphs, e.g. why a quiz match suits the answers. */
  list?: { heading: string; items: string[] }
  /** A link to share under the paragraphs, written out under its label, with lines about it. */
  shareLink?: { label: string; url: string; lines: string[] }
  action: { label: string; url: string }
  /** The line before the action's link written out, for an inbox that shows no buttons. */
  linkFallback: string
  /** Lines under the action, e.g. how long a link works. */
  notes: string[]
  footer: {
    signOff: string
    why: string
    privacy: { label: string; url: string }
    leave: { label: string; url: string }
  }
}

// The site's colours (src/styles.css): cream page, white card, sage button, ink text. Email
// clients drop <style> blocks and web fonts, so every style is inline and every font a system one.
const COLOURS = {
  cream: '#faf6f0',
  sand: '#e6d8c4',
  ink: '#1f2b26',
  inkSoft: '#4a5751',
  sage: '#2f5d50',
  sageDark: '#244a40',
  white: '#ffffff',
}
const SERIF = 'Georgia, "Times New Roman", serif'
const SANS = 'Arial, Helvetica, sans-serif'

const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: COLOURS.cream, fontFamily: SANS },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 16px' },
  brand: {
    margin: '0 0 16px',
    fontFamily: SERIF,
    fontSize: '22px',
    fontWeight: 600,
    color: COLOURS.sageDark,
  },
  card: {
    backgroundColor: COLOURS.white,
    border: `1px solid ${COLOURS.sand}`,
    borderRadius: '16px',
    padding: '28px 24px',
  },
  heading: {
    margin: '0 0 16px',
    fontFamily: SERIF,
    fontSize: '26px',
    lineHeight: '1.25',
    fontWeight: 600,
    color: COLOURS.ink,
  },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: COLOURS.ink },
  listHeading: {
    margin: '8px 0 8px',
    fontSize: '16px',
    lineHeight: '1.5',
    fontWeight: 700,
    color: COLOURS.ink,
  },
  list: { margin: '0 0 16px', paddingLeft: '20px', color: COLOURS.ink },
  listItem: { fontSize: '16px', lineHeight: '1.6' },
  button: {
    display: 'inline-block',
    backgroundColor: COLOURS.sage,
    color: COLOURS.white,
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: '1',
    borderRadius: '999px',
    padding: '14px 28px',
    textDecoration: 'none',
  },
  actionRow: { margin: '8px 0 20px' },
  fallback: { margin: '0 0 16px', fontSize: '14px', lineHeight: '1.5', color: COLOURS.inkSoft },
  link: { color: COLOURS.sageDark, textDecoration: 'underline', wordBreak: 'break-all' as const },
  note: { margin: '0 0 12px', fontSize: '15px', lineHeight: '1.6', color: COLOURS.inkSoft },
  signOff: { margin: '24px 0 0', fontSize: '16px', lineHeight: '1.6', color: COLOURS.ink },
  rule: { borderColor: COLOURS.sand, margin: '24px 0 16px' },
  small: { margin: '0 0 8px', fontSize: '13px', lineHeight: '1.5', color: COLOURS.inkSoft },
  smallLink: { color: COLOURS.sageDark, textDecoration: 'underline' },
}

/**
 * The one layout every email shares: the brand, a white card with the heading, the text and one
 * button with its link written out beside it, then the small print with the privacy and leave
 * links. With images and styles blocked it still reads top to bottom as plain text and links.
 */
export function MailTemplate({ message }: { message: MailMessage }) {
  const { action, footer, list, shareLink } = message
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{message.preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{message.brand}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {message.heading}
            </Heading>
            {message.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            {list && list.items.length > 0 ? (
              <>
                <Text style={styles.listHeading}>{list.heading}</Text>
                <ul style={styles.list}>
                  {list.items.map((item) => (
                    <li key={item} style={styles.listItem}>
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {shareLink ? (
              <>
                <Text style={styles.listHeading}>
                  {shareLink.label}
                  <br />
                  <Link href={shareLink.url} style={styles.link}>
                    {shareLink.url}
                  </Link>
                </Text>
                {shareLink.lines.map((line) => (
                  <Text key={line} style={styles.paragraph}>
                    {line}
                  </Text>
                ))}
              </>
            ) : null}
            <Section style={styles.actionRow}>
              <Button href={action.url} style={styles.button}>
                {action.label}
              </Button>
            </Section>
            {/* Plain text already writes the button's link out beside its label. */}
            <Text style={styles.fallback} data-skip-in-text="true">
              {message.linkFallback}
              <br />
              <Link href={action.url} style={styles.link}>
                {action.url}
              </Link>
            </Text>
            {message.notes.map((note) => (
              <Text key={note} style={styles.note}>
                {note}
              </Text>
            ))}
            <Text style={styles.signOff}>{footer.signOff}</Text>
          </Section>
          <Hr style={styles.rule} />
          <Text style={styles.small}>{footer.why}</Text>
          <Text style={styles.small}>
            <Link href={footer.privacy.url} style={styles.smallLink}>
              {footer.privacy.label}
            </Link>
          </Text>
          <Text style={styles.small}>
            <Link href={footer.leave.url} style={styles.smallLink}>
              {footer.leave.label}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
