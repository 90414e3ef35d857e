import type { ParsedMail } from 'mailparser'
import { CONFIRM_PATH } from '../../server/mail/mail-links.ts'
import type { SmtpCatcher } from './smtp-catcher.ts'

/** The test's clock: mail is due, retried and limited by it, never by waiting. */
export function testClock() {
  let time = Date.now()
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms
    },
  }
}

/** The one link in a message's text that leads to `path`. */
export function linkTo(message: ParsedMail | undefined, path: string): string {
  const link = message?.text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path))
  if (!link) throw new Error(`no link to ${path} in: ${message?.text}`)
  return link
}

/** A link page's button, pressed: its form posted to `url` as a browser would. */
export function pressButton(url: string, token: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  })
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** The confirmation link of `message`, pressed on the server at `serverUrl`. */
export const confirmFrom = (serverUrl: string, message: ParsedMail | undefined) =>
  pressButton(`${serverUrl}${CONFIRM_PATH}`, tokenOf(linkTo(message, CONFIRM_PATH)))

/** Every message the catcher took whose recipient `belongs` says is one of ours. */
export const messagesTo = (smtp: SmtpCatcher, belongs: (address: string) => boolean) =>
  smtp.messages.filter((message) =>
    [message.to].flat().some((to) => to?.value.some((one) => belongs(one.address ?? ''))),
  )
