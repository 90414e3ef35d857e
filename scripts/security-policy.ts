// The site's Content-Security-Policy, computed at build time from the prerendered pages: every
// inline script, <style> block and style attribute they hold is allowed by its hash, and nothing
// else inline runs. The other security headers are server/site-headers.ts's.
import { createHash } from 'node:crypto'

/** Where a page may reach beyond its own origin. */
export type ExternalOrigins = {
  /** Picture hosts named in content (none as shipped: docs/decisions/0029). */
  images: string[]
  /** Where sign-ups are sent (VITE_WAITLIST_ENDPOINT's origin) and the funnel's engine, when set. */
  connect: string[]
}

/** The inline code and styles of one or more documents, as CSP hash sources. */
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] }

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const unique = (sources: string[]) => [...new Set(sources)]

/** The characters React escapes in attribute values; browsers hash the value after decoding. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

const bodies = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? '')

/** Hashes of the inline scripts, <style> blocks and style attributes of a document. */
export function inlineHashesOf(html: string): InlineHashes {
  return {
    scripts: unique(
      bodies(html, /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g).map(hashSource),
    ),
    styles: unique(bodies(html, /<style[^>]*>([\s\S]*?)<\/style>/g).map(hashSource)),
    styleAttributes: unique(
      bodies(html, /<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g).map((value) =>
        hashSource(decodeAttribute(value)),
      ),
    ),
  }
}

/** Every hash of several documents: what one policy for all of them must allow. */
export function mergeHashes(all: InlineHashes[]): InlineHashes {
  return {
    scripts: unique(all.flatMap((hashes) => hashes.scripts)),
    styles: unique(all.flatMap((hashes) => hashes.styles)),
    styleAttributes: unique(all.flatMap((hashes) => hashes.styleAttributes)),
  }
}

/** The origin of an http(s) address as a CSP source; none for an empty or invalid one. */
export function originOf(address: string): string[] {
  return URL.canParse(address) ? [new URL(address).origin] : []
}

/**
 * The policy's directives. `frame-ancestors` only counts when sent as a header (browsers ignore
 * it in a <meta>), so the meta version leaves it out.
 */
export function policyDirectives(
  hashes: InlineHashes,
  origins: ExternalOrigins,
  delivery: 'meta' | 'header',
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    ['style-src', "'self'", ...hashes.styles],
    // React writes the few inline styles of a prerendered page as attributes.
    hashes.styleAttributes.length > 0
      ? ['style-src-attr', "'unsafe-hashes'", ...hashes.styleAttributes]
      : ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'data:', ...unique(origins.images)],
    // The brand fonts travel in the page as data: URLs (scripts/brand-fonts.ts).
    ['font-src', "'self'", 'data:'],
    // The service worker (src/service-worker/sw.ts), from the site itself.
    ['worker-src', "'self'"],
    ['connect-src', "'self'", ...unique(origins.connect)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(delivery === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
