// Paths of the site's pages that other code links to from outside the router's typed links:
// the waitlist form's note, the footer, and the server's emails (server/mail/).

/** The privacy page: what is kept, why, for how long, and how to leave (privacy.json). */
export const PRIVACY_PATH = '/privacy'

/**
 * The pages an email's links open, on the site's own paths (issue 46): the waitlist server
 * answers them (server/waitlist/link-routes.ts), not a file, on every host (docs/deploying.md).
 */
export const LINK_PAGE_PATHS = {
  /** GET: a button; POST: confirms. */
  confirm: '/waitlist/confirm',
  /** Where a forged or expired link's page asks for a new one. */
  newLink: '/waitlist/new-link',
  /** The link to a place in line (the “You’re confirmed” email's button). */
  status: '/waitlist/status',
  /** GET: a page with a button; POST (that button, or RFC 8058's one click) leaves. */
  leave: '/waitlist/leave',
} as const
/** A massage's own page, `/match/deep-tissue`: what a shared match links to, on the site and in the match email. */
export function matchPagePath(key: string): string {
  return `/match/${key}`
}

/**
 * A massage's share card, `/share/deep-tissue.png`: the 1200 × 630 picture a shared match's link
 * preview shows (scripts/share-cards.ts draws it at build time). It carries no answers or email.
 */
export function shareCardPath(key: string): string {
  return `/share/${key}.png`
}

/** The waitlist's form on the home page: where the match email's "Join the waitlist" leads. */
export const WAITLIST_FORM_PATH = '/#waitlist'
