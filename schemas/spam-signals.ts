// The two signs of a form-filling robot, shared by the form (src/features/waitlist/spam-signals.tsx),
// the page's early-input script (src/early-input.ts) and the server. No imports: the early-input
// script is bundled from this module into every page, and carries only what it names.

/** The name of the hidden field that catches form-filling robots: no field of the form may take it. */
export const HONEYPOT_FIELD_NAME = 'website'

/** Sooner than this from the form's first view to its submit, nobody types a name and an email. */
export const MIN_HUMAN_FILL_MS = 3000
