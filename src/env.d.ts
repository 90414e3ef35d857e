interface ImportMetaEnv {
  /** The site's public origin, from the SITE_URL build setting (contract/site-url.ts). */
  readonly SITE_URL: string
  /** Where sign-ups are POSTed; '' for the browser console (contract/waitlist-endpoint.ts). */
  readonly WAITLIST_ENDPOINT: string
  /** Plausible or Umami, which the funnel's steps also go to; null when none is set (contract/funnel-engine.ts). */
  readonly FUNNEL_ENGINE: import('../contract/funnel-engine.ts').FunnelEngine | null
}
