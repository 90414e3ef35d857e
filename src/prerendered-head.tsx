import { HeadContent } from '@tanstack/react-router'

/** What the prerenderer (scripts/prerender.ts) gives every document's head, read from the build. */
export type HeadParts = {
  /** The Content-Security-Policy, in force from here on: before every script, style and link. */
  policy: string
  /** index.html's <meta> tags (the viewport, the theme colour), as attributes. */
  metas: Record<string, string>[]
  /** The tab's icon, its file inside the page: no request shares the first paint's connection. */
  icon: Record<string, string>
  /** The brand fonts (scripts/brand-fonts.ts): their faces, the main ones' fonts inside them, and
   * the script that loads those fonts before the first layout. Both empty on the 404 page, which
   * links the faces as a file (scripts/prerender.ts). */
  fonts: { faces: string; facesId: string; adopt: string }
  /** The entry's CSS, inline so a first paint waits for no second request; a route's own, linked. */
  styles: { inline: string; linked: string[] }
  /** src/early-input.ts, bundled: a classic script that holds what a visitor does before the app. */
  earlyInput: string
  /** src/start-up.ts, bundled with the page's files: starts the page's code at its first paint. */
  startUp: string
}

type InlineProps = { as: 'script' | 'style'; code: string; id?: string; type?: 'module' }

/** The build's own code or styles, written into the page: its policy allows each by its hash. */
function Inline({ as: Tag, code, ...attributes }: InlineProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own code, hashed into the policy
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: code }} />
}

/**
 * The prerendered document's head. React writes the charset first and the <meta> and <link> tags
 * after it, the policy's the first of them, then the styles and scripts in this order; the
 * page's own <title> and <meta> tags, which each page renders, come with the other tags, and a
 * route's head scripts (the quiz's) with the router's HeadContent.
 */
export function PrerenderedHead({ policy, metas, icon, fonts, styles, ...scripts }: HeadParts) {
  return (
    <>
      <meta charSet="UTF-8" />
      <meta httpEquiv="Content-Security-Policy" content={policy} />
      {metas.map((attributes) => (
        <meta key={attributes.name} {...attributes} />
      ))}
      {fonts.faces && <Inline as="style" id={fonts.facesId} code={fonts.faces} />}
      {fonts.adopt && <Inline as="script" code={fonts.adopt} />}
      <link {...icon} />
      <HeadContent />
      {styles.linked.map((href) => (
        <link key={href} rel="stylesheet" crossOrigin="" href={href} />
      ))}
      {styles.inline && <Inline as="style" code={styles.inline} />}
      <Inline as="script" code={scripts.earlyInput} />
      <Inline as="script" type="module" code={scripts.startUp} />
    </>
  )
}
