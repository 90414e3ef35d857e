import { OWN_ENDPOINT } from '../scripts/waitlist-endpoint.ts'

/** Where the waitlist endpoint answers: the site's own endpoint (VITE_WAITLIST_ENDPOINT). */
export const WAITLIST_PATH = OWN_ENDPOINT
export const EXPORT_PATH = `${WAITLIST_PATH}/export.csv`
/** The same rows as JSON, for `npm run waitlist` while a server has the embedded database open. */
export const EXPORT_JSON_PATH = `${WAITLIST_PATH}/export.json`
/** Whether the process and its database answer: for a supervisor (Docker's HEALTHCHECK). */
export const HEALTH_PATH = '/api/health'
