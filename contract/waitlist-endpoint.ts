import { BuildSettingError } from './build-setting-error.ts'

/** The site's own endpoint (server/), where `npm start` and `npm run serve` answer. */
export const OWN_ENDPOINT = '/api/waitlist'

/**
 * Where sign-ups go, from the VITE_WAITLIST_ENDPOINT build setting: '' for the browser console
 * (unset, or "console": the product's behaviour), a path on the site's own origin (its own
 * endpoint, /api/waitlist), else the http(s) address sign-ups are POSTed to. One line of
 * explanation, and a failed build, for anything else.
 */
export function waitlistEndpointFrom(setting: string | undefined): string {
  const value = setting?.trim() ?? ''
  if (value === '' || value === 'console') return ''
  if (/^\/(?!\/)\S*$/.test(value)) return value
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href
  throw new BuildSettingError(
    `VITE_WAITLIST_ENDPOINT must be "console", a path on the site such as /api/waitlist, or an http(s) address such as https://forms.example.com/restwell, found "${value}"`,
  )
}
