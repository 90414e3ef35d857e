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
import { MAIL_MARK_SIZE } from './brand-mark.ts'
import { mailStyles as styles } from './mail-styles.ts'

type MailLink = { label: string; url: string }

/** One email as the template shows it: every text already filled in, every link absolute. */
export type MailMessage = {
  preheader: string
  brand: string
  /** The mark's address: `cid:…`, the image sent inside the message (decision 0064). */
  logoSrc: string
  /** The brand fonts' faces (mail-fonts.ts), for the clients that load web fonts. */
  fontFaces: string
  heading: string
  /** One line set large under the paragraphs, e.g. the place in line. */
  highlight?: string
  paragraphs: string[]
  /** A short text on a panel under its small heading, e.g. what the massage is like. */
  panel?: { heading: string; text: string }
  /** A short list, e.g. why a quiz match suits the answers. */
  list?: { heading: string; items: string[] }
  action: MailLink
  /** Lines under the action, e.g. how long a link works. */
  notes: string[]
  /** A second call under the notes, with the line that leads to it. */
  secondary?: MailLink & { line: string }
  /** Ways to pass a link on: the link itself (short text, full address), and share actions. */
  share?: { heading: string; link?: MailLink; lines: string[]; actions: MailLink[] }
  footer: { signOff: string; why: string; privacy: MailLink; leave: MailLink }
}

/**
 * The one layout every email shares: the mark and the brand's name, a white card with the
 * heading, the text and one button, then the small print with the privacy and leave links.
 * Every link reads as words; the full addresses are in the plain-text part. With images and
 * styles blocked it still reads top to bottom as plain text and links.
 */
export function MailTemplate({ message }: { message: MailMessage }) {
  const { action, footer, list, panel, secondary, share } = message
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light only" />
        <meta name="supported-color-schemes" content="light" />
        <style>{message.fontFaces}</style>
      </Head>
      <Preview>{message.preheader}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.masthead}>
            <tbody>
              <tr>
                <td>
                  {/* Decorative: the brand's name beside it is text. A low priority keeps React
                  from writing a <link rel="preload"> for it, which no mail client wants. */}
                  <img
                    fetchPriority="low"
                    src={message.logoSrc}
                    width={MAIL_MARK_SIZE}
                    height={MAIL_MARK_SIZE}
                    alt=""
                    style={styles.logo}
                  />
                </td>
                <td style={styles.brand}>{message.brand}</td>
              </tr>
            </tbody>
          </table>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {message.heading}
            </Heading>
            {message.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            {message.highlight ? <Text style={styles.highlight}>{message.highlight}</Text> : null}
            {panel ? (
              <>
                <Text style={styles.smallHeading}>{panel.heading}</Text>
                <Text style={styles.panel}>{panel.text}</Text>
              </>
            ) : null}
            {list && list.items.length > 0 ? (
              <>
                <Text style={styles.smallHeading}>{list.heading}</Text>
                <ul style={styles.list}>
                  {list.items.map((item) => (
                    <li key={item} style={styles.listItem}>
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Section style={styles.actionRow}>
              <Button href={action.url} style={styles.button}>
                {action.label}
              </Button>
            </Section>
            {message.notes.map((note) => (
              <Text key={note} style={styles.note}>
                {note}
              </Text>
            ))}
            {secondary ? (
              <>
                <Text style={{ ...styles.paragraph, marginTop: '24px' }}>{secondary.line}</Text>
                <Button href={secondary.url} style={styles.secondaryButton}>
                  {secondary.label}
                </Button>
              </>
            ) : null}
            {share ? <ShareBlock share={share} /> : null}
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

/** The personal link as short words, what sharing it does, and one tap to pass it on. */
function ShareBlock({ share }: { share: NonNullable<MailMessage['share']> }) {
  return (
    <Section style={styles.share}>
      <Text style={{ ...styles.smallHeading, marginTop: 0 }}>{share.heading}</Text>
      {share.link ? (
        <Link href={share.link.url} style={styles.personalLink}>
          {share.link.label}
        </Link>
      ) : null}
      {share.lines.map((line) => (
        <Text key={line} style={{ ...styles.paragraph, fontSize: '15px', margin: '0 0 8px' }}>
          {line}
        </Text>
      ))}
      {/* Plain text has the link written out above: the share addresses would only be noise. */}
      <Text style={styles.shareActions} data-skip-in-text="true">
        {share.actions.map((shareAction, index) => (
          <Link
            key={shareAction.label}
            href={shareAction.url}
            style={{ ...styles.shareAction, marginLeft: index === 0 ? 0 : '20px' }}
          >
            {shareAction.label}
          </Link>
        ))}
      </Text>
    </Section>
  )
}
