import { OWN_ENDPOINT } from '../contract/waitlist-endpoint.ts'

/** Where the waitlist endpoint answers: the site's own endpoint (VITE_WAITLIST_ENDPOINT). */
export const WAITLIST_PATH = OWN_ENDPOINT
export const EXPORT_PATH = `${WAITLIST_PATH}/export.csv`
/** The same rows as JSON, for `npm run waitlist` while a server has the embedded database open. */
export const EXPORT_JSON_PATH = `${WAITLIST_PATH}/export.json`
/** Whether the process and its database answer: for a supervisor (Docker's HEALTHCHECK). */
export const HEALTH_PATH = '/api/health'

/** The owner's dashboard (server/admin/), behind WAITLIST_ADMIN_TOKEN. */
export const ADMIN_PATH = '/admin'
export const ADMIN_SIGN_IN_PATH = `${ADMIN_PATH}/sign-in`
export const ADMIN_SIGN_OUT_PATH = `${ADMIN_PATH}/sign-out`
/** The dashboard's panels, as HTML: what its page fetches again every minute. */
export const ADMIN_PANELS_PATH = `${ADMIN_PATH}/panels`
/** The dashboard's numbers, as JSON. */
export const ADMIN_STATS_PATH = `${ADMIN_PATH}/stats.json`
/** The export (EXPORT_PATH's CSV), through the dashboard's session. */
export const ADMIN_EXPORT_PATH = `${ADMIN_PATH}/export.csv`

/** Whether a request's URL is the server's to answer (the waitlist, the dashboard), not a file's. */
export function isServerPath(url: string): boolean {
  return url.startsWith('/api/') || /^\/admin(?:[/?#]|$)/.test(url)
}
