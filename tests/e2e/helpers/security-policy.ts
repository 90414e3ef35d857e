import type { Page } from '@playwright/test'

/** Violations of the page's Content-Security-Policy, from here on, as the browser reports them. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Reflect.set(window, '__cspViolations', seen)
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    )
  })
  return async () => {
    const inPage: string[] = await page.evaluate(() => Reflect.get(window, '__cspViolations') ?? [])
    return [...inPage, ...reported]
  }
}

/** The sources a policy's directive lists (`connect-src 'self' https://x` → `'self'`, `https://x`). */
export function policyOf(directives: string, name: string): string[] {
  const directive = directives
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
  return directive?.slice(1) ?? []
}

/** The policy a page's `<meta http-equiv>` carries, for a host that sends no header. */
export const metaPolicyOf = (html: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
