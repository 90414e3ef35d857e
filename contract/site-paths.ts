// Paths of the site's pages that other code links to from outside the router's typed links:
// the waitlist form's note, the footer, and the server's emails (server/mail/).

/** The privacy page: what is kept, why, for how long, and how to leave (privacy.json). */
export const PRIVACY_PATH = '/privacy'
