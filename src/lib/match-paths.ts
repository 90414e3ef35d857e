// Where a massage's own page and its share card live: the page a shared match links to, and the
// picture its link preview shows (scripts/share-cards.ts draws it at build time). Neither carries
// a visitor's answers or email.

// The page's path is the contract's: the server's match email links to it too.
export { matchPagePath } from '@contract/site-paths.ts'

/** `/share/deep-tissue.png`: 1200 × 630, as link previews want. */
export function shareCardPath(key: string): string {
  return `/share/${key}.png`
}
