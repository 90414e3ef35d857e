// Where a massage's own page and its share card live: the page a shared match links to, and the
// picture its link preview shows (scripts/share-cards.ts draws it at build time). Neither carries
// a visitor's answers or email.

/** `/match/deep-tissue` */
export function matchPagePath(key: string): string {
  return `/match/${key}`
}

/** `/share/deep-tissue.png`: 1200 × 630, as link previews want. */
export function shareCardPath(key: string): string {
  return `/share/${key}.png`
}
