interface ImportMetaEnv {
  /** The site's public origin, from the SITE_URL build setting (scripts/site-url.ts). */
  readonly SITE_URL: string
  /** Where sign-ups are POSTed; '' for the browser console (scripts/waitlist-endpoint.ts). */
  readonly WAITLIST_ENDPOINT: string
}
