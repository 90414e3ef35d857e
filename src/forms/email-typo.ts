import { run } from '@zootools/email-spell-checker'

/**
 * The address a likely typo of a common domain was meant to be (`jamie@gmial.com` →
 * `jamie@gmail.com`), or undefined when it looks as meant. Loaded when an email field is first
 * used, never with the page (decision 0018).
 */
export function likelyMeantEmail(email: string): string | undefined {
  const suggestion = run({ email: email.trim() })
  return suggestion?.full
}
