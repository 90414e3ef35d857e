// Paths of the site's pages that other code links to from outside the router's typed links:
// the waitlist form's note, the footer, and the server's emails (server/mail/).

/** The privacy page: what is kept, why, for how long, and how to leave (privacy.json). */
export const PRIVACY_PATH = '/privacy'

/** A massage's own page, `/match/deep-tissue`: what a shared match links to, on the site and in the match email. */
export function matchPagePath(key: string): string {
  return `/match/${key}`
}

/** The waitlist's form on the home page: where the match email's "Join the waitlist" leads. */
export const WAITLIST_FORM_PATH = '/#waitlist'
