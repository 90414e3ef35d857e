/** Where the landing of this visit is kept: for the tab's session, and no cookie. */
export const VISIT_SOURCE_KEY = 'restwell.visitSource'

/**
 * Notes where this visit came from (its `utm_*` parameters, the referring site, the landing path)
 * on the first page of the visit. Each prerendered page runs it as an inline script before its
 * first paint (scripts/prerender.ts writes out its source), so it must stay self-contained: no
 * imports, nothing from around it, and it never throws.
 */
export function rememberVisitSource(storageKey: string): void {
  try {
    if (sessionStorage.getItem(storageKey)) return
    const utm: Record<string, string> = {}
    new URLSearchParams(location.search).forEach((value, name) => {
      if (/^utm_[a-z_]{1,40}$/.test(name)) utm[name] = value.slice(0, 200)
    })
    let referrer = ''
    if (document.referrer && new URL(document.referrer).origin !== location.origin)
      referrer = document.referrer.slice(0, 500)
    const landing = { utm, referrer, landingPath: location.pathname }
    sessionStorage.setItem(storageKey, JSON.stringify(landing))
  } catch {
    // Storage refused (some private modes): the sign-up then says the source is unknown.
  }
}
