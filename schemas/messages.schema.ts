import { z } from 'zod'
import { schemaPointer, text } from './primitives.schema.ts'

/** A pop-up message (toast): its bold first line and the line under it, described per message. */
function toast(help: { title: string; description: string }) {
  return z.strictObject({
    title: text.describe(help.title),
    description: text.describe(help.description),
  })
}

/** A message shown in the page: a heading and the sentence under it, described per message. */
function notice(help: { title: string; body: string }) {
  return z.strictObject({ title: text.describe(help.title), body: text.describe(help.body) })
}

const BRAND = 'Keep {brand} if used: it becomes the brand name, e.g. "Restwell".'

export const messagesSchema = z
  .strictObject({
    $schema: schemaPointer,
    waitlist: z
      .strictObject({
        missingFields: toast({
          title:
            'Waitlist, red pop-up when the form is not filled in right: its bold first line, e.g. "Please fill in all fields". Keep it to about 6 words: one line.',
          description:
            'Waitlist, red pop-up when the form is not filled in right: the line under it, e.g. "Both name and email are required." Keep it to one short sentence.',
        }).describe(
          'Home page, waitlist: the red pop-up message when the visitor presses the button while a field is empty or not filled in right, e.g. no email address.',
        ),
        success: toast({
          title: `Waitlist, pop-up after a sign-up: its bold first line, e.g. "Welcome to {brand}!". Keep it to about 6 words: one line. ${BRAND}`,
          description: `Waitlist, pop-up after a sign-up: the line under it. Keep it to one or two short sentences. ${BRAND}`,
        }).describe(
          'Home page, waitlist: the pop-up message after a sign-up. Its texts may use {brand}, which becomes the brand name.',
        ),
        confirmation: notice({
          title: `Waitlist, after a sign-up: the heading that replaces the form, e.g. "You're on the list!". Keep it to about 6 words: one line. ${BRAND}`,
          body: `Waitlist, after a sign-up: the sentence under that heading. ${BRAND}`,
        }).describe(
          'Home page, waitlist: replaces the form after a sign-up. Its texts may use {brand}, which becomes the brand name.',
        ),
        failed: toast({
          title:
            'Waitlist, red pop-up when a sign-up could not be saved: its bold first line. Keep it to about 6 words: one line.',
          description:
            'Waitlist, red pop-up when a sign-up could not be saved: the line under it. Nothing typed is lost, so say they can try again. Keep it to one or two short sentences.',
        }).describe(
          'Home page, waitlist: the red pop-up message when a sign-up could not be saved. Nothing typed is lost.',
        ),
        pending: text.describe(
          'Home page, waitlist: the note under the confirmation while a saved sign-up waits for the visitor to be back online (the browser is offline). Calm and honest: it is saved and will be sent once they are online, even if they close the page.',
        ),
        sending: text.describe(
          'Home page, waitlist: the note under the confirmation while a saved sign-up is still being sent and the browser is online (a slow link, or the sign-up service is busy), e.g. "Your sign-up is saved on this device and on its way; we’ll keep sending it, even if you close this page.". Never mention being offline.',
        ),
        postponed: text.describe(
          'Home page, waitlist: the note under the confirmation when the sign-up service does not take one of the form’s fields yet (a field added to forms.json before the service was deployed again). The sign-up is kept on this device and sent again until it goes, e.g. "We couldn’t take this sign-up just now; we’ve kept it and will retry.". Blame nothing the visitor typed.',
        ),
        sent: text.describe(
          'Home page, waitlist: what screen readers announce when a sign-up that was waiting has been sent; the confirmation then shows without the waiting note. Not shown on screen.',
        ),
        checkInbox: text.describe(
          'Home page, waitlist: one calm line under the confirmation once a sign-up has reached the site’s own server, which emails the address (a link to confirm it, or, for an address on the list already, a note saying so), e.g. "Please check your inbox: we’ve emailed {email} to confirm your place on the list.". Keep {email}: it becomes the address the visitor typed. May use {brand}.',
        ),
        alreadyJoined: notice({
          title: `Waitlist, email already joined: the heading that replaces the form, e.g. "You're already on the list". Keep it to about 6 words: one line. ${BRAND}`,
          body: `Waitlist, email already joined: the sentence under that heading. ${BRAND}`,
        }).describe(
          'Home page, waitlist: replaces the form when an email that already joined from this browser signs up again (only this browser knows it: the sign-up service answers every address alike). Its texts may use {brand}, which becomes the brand name.',
        ),
        keptOffline: text.describe(
          'Home page, waitlist: one line under the button when the form was sent offline before the page had finished loading, e.g. "You’re offline: we’ve kept your sign-up and will send it when you’re back".',
        ),
        needsJavaScript: text.describe(
          'Home page, waitlist, for a browser with JavaScript turned off, on a site whose sign-ups go to a service that cannot answer with a page of its own: the one line shown in place of the button, saying that signing up needs JavaScript.',
        ),
        privacyLink: text.describe(
          'Home page, waitlist: the small link under the button to the privacy page (/privacy), e.g. "How we keep and use your email". Say where it leads: it is read alone by screen readers.',
        ),
        matchNote: text.describe(
          'Home page, waitlist: one line above the button when the visitor came from a quiz result, saying their match is noted with the sign-up, e.g. "We’ll note your match, {match}.". Keep {match}: it becomes the massage’s name.',
        ),
        referral: z
          .strictObject({
            intro: text.describe(
              'Waitlist, after a sign-up and on a later visit: the sentence above the visitor’s personal link, saying what sharing it does, e.g. "Share your personal link: each friend who joins through it and confirms their email moves you up the list.". Never promise a place in line: it is shown only once the address is confirmed, by email.',
            ),
            linkLabel: text.describe(
              'Waitlist: the label of the box that shows the visitor’s personal link (SITE_URL/?ref=…), e.g. "Your personal link". Screen readers read it with the link.',
            ),
            copy: text.describe(
              'Waitlist: the button beside the personal link that copies it, e.g. "Copy link". One or two words.',
            ),
            copied: text.describe(
              'Waitlist: what the copy button says once the link is on the clipboard (screen readers announce it), e.g. "Link copied". One or two words.',
            ),
            notCopied: text.describe(
              'Waitlist: the line under the personal link when the browser would not let the site copy it (the link is then selected), e.g. "We couldn’t copy it here: select the link above and copy it yourself.".',
            ),
            share: text.describe(
              'Waitlist: the button that opens the phone’s share sheet with the personal link, shown only where the device has one, e.g. "Share". One word or two.',
            ),
            shareTitle: text.describe(
              `Waitlist, the personal link in the phone's share sheet: its title, e.g. "Join me on the {brand} waitlist". ${BRAND}`,
            ),
            shareText: text.describe(
              `Waitlist, the personal link in the phone's share sheet: the message that goes with the link (the link follows it), e.g. "I’ve joined the {brand} waitlist. Join through my link:". Say nothing about the visitor: the link reveals no name or email. ${BRAND}`,
            ),
          })
          .describe(
            'The visitor’s personal link (issue 34), under the confirmation after a sign-up and in the “You’re on the list” state of a later visit: a friend who joins through it and confirms moves them up the list. Shown only where the site’s own server gave one.',
          ),
        remembered: z
          .strictObject({
            title: text.describe(
              `Waitlist, a later visit from a browser that has joined: the heading shown in place of the form, e.g. "You’re on the list". Keep it to about 6 words: one line. ${BRAND}`,
            ),
            body: text.describe(
              `Waitlist, a later visit from a browser that has joined: the sentence under the heading, e.g. "You joined the {brand} waitlist from this browser. We’ll be in touch when we launch.". Name no one: a shared computer shows it to anyone. ${BRAND}`,
            ),
            notYou: text.describe(
              'Waitlist, a later visit from a browser that has joined: the quiet button that forgets it on this browser and shows the form again, e.g. "Not you?". Two or three words.',
            ),
            notYouHint: text.describe(
              'Waitlist: what screen readers add to the “Not you?” button, saying what it does, e.g. "Shows the sign-up form again. The sign-up made here stays on the list.". Not shown on screen.',
            ),
          })
          .describe(
            'What the waitlist section shows instead of a blank form when this browser has joined before (remembered on this device only, never asked of the server), with the personal link where there is one.',
          ),
        joinedPage: z
          .strictObject({
            checkInbox: text.describe(
              'Waitlist, page shown after a sign-up sent without JavaScript: the line under the confirmation saying an email is on its way to the address, e.g. "Please check your inbox: we’ve emailed you to confirm your place on the list.". May use {brand}.',
            ),
            homeLink: text.describe(
              'Waitlist, page shown after a sign-up sent without JavaScript: the button back to the home page, e.g. "Back to home".',
            ),
            quizLink: text.describe(
              'Waitlist, page shown after a sign-up sent without JavaScript: the link to the quiz, e.g. "Take the massage quiz".',
            ),
          })
          .describe(
            'The page a sign-up lands on when the visitor’s browser runs no JavaScript: it shows the confirmation (or “already on the list”) above, and these two links.',
          ),
        refused: notice({
          title:
            'Waitlist, sign-up turned down: the bold line of the notice above the form’s button. Keep it to about 6 words: one line.',
          body: 'Waitlist, sign-up turned down: the sentence under it. Say what to do, e.g. check the email address.',
        }).describe(
          "Home page, waitlist: the notice above the form's button when the sign-up service turned the details down. Say what to do; what was typed stays in the form.",
        ),
        notFromOurPage: text.describe(
          'Waitlist without JavaScript: the notice on the page that answers a sign-up sent from a page that is not the site’s (another site’s form, or a page opened from a file). Nothing typed is at fault: say to sign up from this page, e.g. "This sign-up came from a page that isn’t ours, so we didn’t take it. Please fill in the form below to join.".',
        ),
        tooLarge: text.describe(
          'Waitlist without JavaScript: the notice on the page that answers a sign-up longer than the service takes (only a pasted or scripted text gets there). What was typed is shown again: say to shorten it, e.g. "This sign-up was longer than we can take. Please shorten what you typed below and send it again.".',
        ),
      })
      .describe(
        'What the home page’s waitlist form says after the button is pressed: pop-up messages, confirmations and notices.',
      ),
    emailSuggestion: text.describe(
      'Every email field (waitlist, quiz): one calm line under the field when the address looks like a typo of a common domain, e.g. "Did you mean {email}?" for jamie@gmial.com. Keep {email}: it becomes the suggested address. A submit with such an address waits until the visitor picks one of the two buttons after it.',
    ),
    emailSuggestionUse: text.describe(
      'Every email field: the button after "Did you mean …?" that puts the suggested address in the field (and goes on with a submit that waited), e.g. "Use {domain}". Keep {domain}: it becomes the suggested domain, e.g. gmail.com.',
    ),
    emailSuggestionKeep: text.describe(
      'Every email field: the button after "Did you mean …?" that keeps the address as typed (and goes on with a submit that waited), e.g. "Keep mine".',
    ),
    toast: z
      .strictObject({
        dismiss: text.describe(
          'Every pop-up message: what screen readers say for its close (×) button, e.g. "Dismiss notification". Not shown on screen.',
        ),
        regionLabel: text.describe(
          'What screen readers call the area where pop-up messages appear, e.g. "Notifications ({hotkey})". Keep {hotkey}: it becomes the key that jumps there. Not shown on screen.',
        ),
        itemLabel: text.describe(
          'What screen readers call one pop-up message when they announce it, e.g. "Notification". Not shown on screen.',
        ),
      })
      .describe('Pop-up messages (toasts) in general: the words screen readers use for them.'),
  })
  .describe('Toasts, confirmations and other messages.')

export type MessagesContent = z.infer<typeof messagesSchema>
