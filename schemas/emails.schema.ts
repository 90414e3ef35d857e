import { z } from 'zod'
import { schemaPointer, text } from './primitives.schema.ts'

const BRAND = 'Keep {brand} if used: it becomes the brand name, e.g. "Restwell".'
const MATCH = 'Keep {match} if used: it becomes the massage’s name, e.g. "Swedish Massage".'
const POSITION = 'Keep {position}: it becomes their place in line, e.g. "12" (write "#{position}").'
const BONUS =
  'Keep {referralBonus} if used: it becomes the number of places a friend moves them up, e.g. "5".'

/** The places a friend who joins through a personal link and confirms moves its owner up. */
export const DEFAULT_REFERRAL_BONUS = 5

/** What every email starts with before it is opened: the subject and the preview line after it. */
function envelope(email: string, example: { subject: string; preheader: string }) {
  return {
    subject: text.describe(
      `${email}: the subject line, e.g. "${example.subject}". Keep it under about 50 characters: inboxes cut longer ones. ${BRAND}`,
    ),
    preheader: text.describe(
      `${email}: the preview line inboxes show after the subject, before the email is opened, e.g. "${example.preheader}". Keep it to one sentence, about 90 characters; it is hidden inside the email itself. ${BRAND}`,
    ),
  }
}

/** A page the server shows from a link in an email: its heading and the sentence under it. */
function page(name: string, help: { title: string; body: string }) {
  return {
    title: text.describe(
      `${name}: the heading, also the browser tab’s title, e.g. "${help.title}". Keep it to about 6 words: one line. ${BRAND}`,
    ),
    body: text.describe(`${name}: ${help.body} ${BRAND}`),
  }
}

export const emailsSchema = z
  .strictObject({
    $schema: schemaPointer,
    layout: z
      .strictObject({
        footer: text.describe(
          `Every email, bottom: the sign-off line above the small print, e.g. "With care, the {brand} team". Keep it to one short line. ${BRAND}`,
        ),
        why: text.describe(
          `Every email, small print: why this person got the email, e.g. "You’re getting this because {email} was entered on {brand}.". Keep {email}: it becomes the address the email went to. ${BRAND}`,
        ),
        privacyLink: text.describe(
          `Every email, small print: the link to the privacy page, which says what is kept and for how long, e.g. "How we look after your details". ${BRAND}`,
        ),
        leaveLink: text.describe(
          `Every email, small print: the link that takes the address off the list after one press of a button, e.g. "Leave the list". Say plainly what it does. ${BRAND}`,
        ),
        shareByEmail: text.describe(
          `The “You’re confirmed”, “moved up” and quiz match emails: the link that opens their own email app with a message to a friend (the lines "shareSubject" and "shareMessage" of the email), e.g. "Email a friend". Keep it to about 3 words. ${BRAND}`,
        ),
        shareOnWhatsApp: text.describe(
          `The same emails: the link that opens WhatsApp with the same message, e.g. "Send on WhatsApp". Keep it to about 3 words. ${BRAND}`,
        ),
      })
      .describe(
        'What every email shares: the sign-off, the small print at the bottom (why they got it, the privacy link, the leave link) and the two ways to share a link with a friend. Its texts may use {brand}, which becomes the brand name.',
      ),
    confirm: z
      .strictObject({
        ...envelope('Confirmation email', {
          subject: 'Please confirm your email for {brand}',
          preheader: 'One press and you’re on the {brand} waitlist.',
        }),
        heading: text.describe(
          `Confirmation email: the heading at the top, e.g. "Confirm your email". Keep it to about 6 words: one line on a phone. ${BRAND}`,
        ),
        body: text.describe(
          `Confirmation email: the paragraph under the heading, saying why they should press the button. Keep it to two or three sentences. ${BRAND}`,
        ),
        button: text.describe(
          `Confirmation email: the button that confirms the address, e.g. "Confirm my email". Keep it to about 3 words. ${BRAND}`,
        ),
        expiry: text.describe(
          `Confirmation email: the line under the button saying how long the link works. The link works for 7 days: say so, e.g. "The link works for 7 days.". ${BRAND}`,
        ),
        ignore: text.describe(
          `Confirmation email: the calm line for someone who did not sign up, e.g. "Didn’t sign up? You can ignore this email: without a confirmation, we won’t write again.". ${BRAND}`,
        ),
        matchLine: text.describe(
          `Confirmation email, only when the sign-up came from a quiz result: one line saying the match is noted, e.g. "We’ve noted your quiz match, {match}.". ${MATCH} ${BRAND}`,
        ),
      })
      .describe(
        'The email a new sign-up gets, with the button that confirms the address. Its texts may use {brand}, which becomes the brand name.',
      ),
    already: z
      .strictObject({
        ...envelope('“Already on the list” email', {
          subject: 'You’re already on the {brand} waitlist',
          preheader: 'There’s nothing more to do: we’ll write when we launch.',
        }),
        heading: text.describe(
          `“Already on the list” email: the heading at the top, e.g. "You’re already on the list". Keep it to about 6 words: one line on a phone. ${BRAND}`,
        ),
        body: text.describe(
          `“Already on the list” email: the paragraph under the heading. Someone signed up again with an address already on the list: say so calmly, and that there is nothing to do. Keep it to two or three sentences. ${BRAND}`,
        ),
        button: text.describe(
          `“Already on the list” email: the button to the site’s home page, e.g. "Visit {brand}". Keep it to about 3 words. ${BRAND}`,
        ),
      })
      .describe(
        'The email an address already on the list gets when someone signs up with it again (at most one every 15 minutes). Its texts may use {brand}, which becomes the brand name.',
      ),
    match: z
      .strictObject({
        subject: text.describe(
          `Quiz match email: the subject line, e.g. "Your massage match: {match}". Keep it under about 50 characters: inboxes cut longer ones. ${MATCH} ${BRAND}`,
        ),
        preheader: text.describe(
          `Quiz match email: the preview line inboxes show after the subject, before the email is opened, e.g. "Your {brand} quiz result, with a link to share.". Keep it to one sentence, about 90 characters; it is hidden inside the email itself. ${MATCH} ${BRAND}`,
        ),
        heading: text.describe(
          `Quiz match email: the heading at the top, e.g. "Your match is {match}". Keep it to about 6 words: one line on a phone. ${MATCH} ${BRAND}`,
        ),
        body: text.describe(
          `Quiz match email: the paragraph under the heading. Keep it to two or three sentences. ${MATCH} ${BRAND}`,
        ),
        descriptionHeading: text.describe(
          `Quiz match email: the small heading above the massage’s description (recommendations.json), e.g. "What it’s like". Keep it to about 4 words. ${MATCH} ${BRAND}`,
        ),
        reasonsHeading: text.describe(
          `Quiz match email: the small heading above the list of reasons the match suits their answers, e.g. "Why it suits you". Keep it to about 4 words. ${MATCH} ${BRAND}`,
        ),
        button: text.describe(
          `Quiz match email: the button to the match’s page on the site, e.g. "See your match". Keep it to about 3 words. ${MATCH} ${BRAND}`,
        ),
        waitlistLine: text.describe(
          `Quiz match email: the line above the button that joins the waitlist, inviting them to join. This email does not sign anyone up: invite, never say they have joined. Keep it to one or two sentences. ${MATCH} ${BRAND}`,
        ),
        joinButton: text.describe(
          `Quiz match email: the second button, to the waitlist on the site, e.g. "Join the waitlist". Keep it to about 3 words. ${MATCH} ${BRAND}`,
        ),
        shareHeading: text.describe(
          `Quiz match email: the small heading above the ways to share their match with a friend, e.g. "Know someone who’d love it?". Keep it to about 6 words. ${MATCH} ${BRAND}`,
        ),
        shareSubject: text.describe(
          `Quiz match email: the subject of the message their email app opens with when they press "Email a friend", e.g. "My massage match: {match}". ${MATCH} ${BRAND}`,
        ),
        shareMessage: text.describe(
          `Quiz match email: the message to a friend that "Email a friend" and "Send on WhatsApp" open with, e.g. "I took the {brand} quiz and my match is {match}. Find yours: {link}". Keep {link}: it becomes the address of the massage’s page. ${MATCH} ${BRAND}`,
        ),
      })
      .describe(
        'The email the quiz sends when a visitor asks for their match by email: the match, what it is like, the reasons, its page, an invitation to the waitlist and a way to share it. Its texts may use {match} (the massage’s name) and {brand} (the brand name).',
      ),
    confirmed: z
      .strictObject({
        ...envelope('“You’re confirmed” email', {
          subject: 'You’re on the {brand} waitlist',
          preheader: 'Your place in line, and a link to share with friends.',
        }),
        heading: text.describe(
          `“You’re confirmed” email: the heading at the top, e.g. "You’re confirmed". Keep it to about 6 words: one line on a phone. ${BRAND}`,
        ),
        body: text.describe(
          `“You’re confirmed” email: the paragraph under the heading, thanking them for confirming. Their place in line, personal link and friends follow it (the lines of "referrals"). Keep it to one or two sentences. ${BRAND}`,
        ),
        button: text.describe(
          `“You’re confirmed” email: the button that opens the page with their place in line as it is then, e.g. "See my place in line". Keep it to about 5 words. ${BRAND}`,
        ),
        statusNote: text.describe(
          `“You’re confirmed” email: the line under the button saying it shows their place at any time, so the email is worth keeping, e.g. "The button shows your place in line whenever you open it.". ${BRAND}`,
        ),
      })
      .describe(
        'The email sent once an address is confirmed: their place in line, their personal link, the friends who joined through it, and a button to a page that shows their place at any later time. Its texts may use {brand}, which becomes the brand name.',
      ),
    movedUp: z
      .strictObject({
        subject: text.describe(
          `“Moved up” email: the subject line, e.g. "A friend moved you up the {brand} waitlist". Keep it under about 50 characters: inboxes cut longer ones. ${BRAND}`,
        ),
        preheader: text.describe(
          `“Moved up” email: the preview line inboxes show after the subject, e.g. "You’re now #{position}. Thank you for sharing {brand}.". Keep it to one sentence. ${POSITION} ${BRAND}`,
        ),
        heading: z
          .strictObject({
            one: text.describe(
              `“Moved up” email: the heading when they moved up one place, e.g. "You moved up 1 place". ${BRAND}`,
            ),
            other: text.describe(
              `The same heading for two or more places, e.g. "You moved up {places} places". Keep {places}: it becomes the number of places. ${BRAND}`,
            ),
          })
          .describe(
            'The heading at the top, in two forms by the number of places moved. Its texts may use {brand}, which becomes the brand name.',
          ),
        body: text.describe(
          `“Moved up” email: the paragraph under the heading: a friend joined through their link and confirmed. Name nobody: the email never says who. Keep it to one or two sentences. ${BRAND}`,
        ),
        button: text.describe(
          `“Moved up” email: the button that opens the page with their place in line, e.g. "See my place in line". Keep it to about 5 words. ${BRAND}`,
        ),
        onceADay: text.describe(
          `“Moved up” email: the small line under the button saying this email comes at most once a day, e.g. "We write about this at most once a day.". ${BRAND}`,
        ),
      })
      .describe(
        'The short email a confirmed person gets when a friend who joined through their personal link confirms and so moves them up: where they stand now and their link again. At most one a day per person. Its texts may use {brand}, which becomes the brand name.',
      ),
    referrals: z
      .strictObject({
        referralBonus: z
          .int()
          .min(0)
          .max(1000)
          .default(DEFAULT_REFERRAL_BONUS)
          .describe(
            `How many places in line each friend moves someone up: a friend who joins through their personal link and confirms their email. 0 turns the move off (friends are still counted). Left out, it is ${DEFAULT_REFERRAL_BONUS}. Nobody moves past place 1.`,
          ),
        position: text.describe(
          `Confirmed page, status page and “You’re confirmed” email: the line with their place in line, e.g. "You’re #{position} on the list.". ${POSITION} ${BRAND}`,
        ),
        linkLabel: text.describe(
          `Confirmed page, status page and “You’re confirmed” email: the label above their personal link, e.g. "Your personal link". Keep it to about 4 words. ${BRAND}`,
        ),
        share: text.describe(
          `Confirmed page, status page and “You’re confirmed” email: the sentence under the personal link, saying what sharing it does, e.g. "Each friend who joins through it and confirms their email moves you up {referralBonus} places.". Say that friends must confirm. ${BONUS} ${BRAND}`,
        ),
        shareSubject: text.describe(
          `“You’re confirmed” and “moved up” emails: the subject of the message their email app opens with when they press "Email a friend", e.g. "Join me on the {brand} waitlist". ${BRAND}`,
        ),
        shareMessage: text.describe(
          `“You’re confirmed” and “moved up” emails: the message to a friend that "Email a friend" and "Send on WhatsApp" open with, e.g. "Join me on the {brand} waitlist: {link}". Keep {link}: it becomes their personal link. ${BRAND}`,
        ),
        friendsJoined: z
          .strictObject({
            none: text.describe(
              `Confirmed page, status page and “You’re confirmed” email: the line when no friend has joined through their link yet, e.g. "No friends have joined through your link yet.". ${BRAND}`,
            ),
            one: text.describe(
              `The same line when one friend has joined and confirmed, e.g. "1 friend has joined through your link.". ${BRAND}`,
            ),
            other: text.describe(
              `The same line for two or more friends, e.g. "{referrals} friends have joined through your link.". Keep {referrals}: it becomes the number of friends. ${BRAND}`,
            ),
          })
          .describe(
            'How many friends have joined through their personal link and confirmed: one line, in three forms by the number.',
          ),
      })
      .describe(
        'A place in line and a personal link (issue 34): how far a friend who joins through the link moves its owner up, and the lines that show a confirmed person where they stand. Their texts may use {brand}, which becomes the brand name.',
      ),
    pages: z
      .strictObject({
        confirm: z
          .strictObject({
            ...page('Confirm page (opened from the confirmation email)', {
              title: 'Confirm your email',
              body: 'the sentence under the heading, asking to press the button to confirm. Keep it to one or two sentences.',
            }),
            button: text.describe(
              `Confirm page: the button that confirms the address, e.g. "Confirm my email". Keep it to about 3 words. ${BRAND}`,
            ),
          })
          .describe(
            'The page the confirmation email’s button opens: one more press confirms, so a mail scanner that opens links confirms nothing.',
          ),
        confirmed: z
          .strictObject({
            ...page('Confirmed page', {
              title: 'You’re confirmed',
              body: 'the sentence under the heading: the address is confirmed and on the list. Keep it to one or two sentences.',
            }),
            homeLink: text.describe(
              `Confirmed page: the link back to the home page, e.g. "Back to home". ${BRAND}`,
            ),
          })
          .describe(
            'The page after the address is confirmed; it says the same when the link is opened again.',
          ),
        invalid: z
          .strictObject({
            ...page('Expired or broken link page', {
              title: 'This link has expired',
              body: 'the sentence under the heading: the link is too old or not whole, and a new one can be sent. Blame nobody. Keep it to one or two sentences.',
            }),
            emailLabel: text.describe(
              `Expired or broken link page: the label of the email address field, e.g. "Email address". ${BRAND}`,
            ),
            button: text.describe(
              `Expired or broken link page: the button that sends a new link, e.g. "Send me a new link". Keep it to about 5 words. ${BRAND}`,
            ),
            sent: text.describe(
              `Expired or broken link page: the line shown after the button is pressed. It shows whether or not the address is on the list, so never say it is, e.g. "If that address is on our list, a new link is on its way.". ${BRAND}`,
            ),
            tooMany: text.describe(
              `Expired or broken link page: the line shown above the form when too many new links were asked for from one connection in a short time, e.g. "We’ve had a lot of requests from your connection. Please wait a minute, then try again.". ${BRAND}`,
            ),
          })
          .describe(
            'The page a link from an email opens when it has expired or is not whole: it says so and offers to send a new link.',
          ),
        status: z
          .strictObject({
            ...page('Place in line page (opened from the “You’re confirmed” email)', {
              title: 'Your place in line',
              body: 'the sentence under the heading, before their place, personal link and friends (the lines of "referrals"). Keep it to one sentence.',
            }),
            homeLink: text.describe(
              `Place in line page: the link back to the home page, e.g. "Back to home". ${BRAND}`,
            ),
          })
          .describe(
            'The page the button of the “You’re confirmed” email opens: their place in line as it is now, their personal link and how many friends joined through it.',
          ),
        leave: z
          .strictObject({
            ...page('Leave page (opened from the leave link in every email)', {
              title: 'Leave the waitlist?',
              body: 'the sentence under the heading: pressing the button takes the address off the list and deletes its details. Keep it to one or two sentences.',
            }),
            button: text.describe(
              `Leave page: the button that takes the address off the list, e.g. "Take me off the list". Keep it to about 5 words. ${BRAND}`,
            ),
          })
          .describe(
            'The page the leave link in every email opens: one press of its button takes the address off the list.',
          ),
        left: z
          .strictObject({
            ...page('Left page', {
              title: 'You’re off the list',
              body: 'the sentence under the heading: the address is off the list, no more emails come, and they are welcome back any time. Keep it to one or two sentences.',
            }),
            homeLink: text.describe(
              `Left page: the link back to the home page, e.g. "Back to home". ${BRAND}`,
            ),
          })
          .describe('The page after an address has left the list.'),
        tooMany: z
          .strictObject(
            page('Too many requests page', {
              title: 'One moment, please',
              body: 'the sentence under the heading: too many links were opened from their connection in a short time, and opening the link again in a minute will work. Blame nobody. Keep it to one or two sentences.',
            }),
          )
          .describe(
            'The page any link from an email opens when one connection opened too many of them in a short time (a rate limit): it asks to wait a minute.',
          ),
      })
      .describe(
        'The pages the links in the emails open: confirm, confirmed, place in line, expired link, leave, left and too many requests. Their texts may use {brand}, which becomes the brand name.',
      ),
  })
  .describe(
    'The emails the site sends (confirmation, you’re confirmed, moved up, already on the list, quiz match), the pages their links open, and the place in line a confirmed person sees. Only the server reads them.',
  )

export type EmailsContent = z.infer<typeof emailsSchema>
