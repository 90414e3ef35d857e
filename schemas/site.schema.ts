import { z } from 'zod'
import { href, link, pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const siteSchema = z
  .strictObject({
    $schema: schemaPointer,
    brand: z
      .strictObject({
        name: text.describe(
          'The product name, e.g. "Restwell": shown beside the logo in the header and footer, as the app name on a phone’s home screen and in link previews, and wherever a message says {brand}.',
        ),
      })
      .describe('The product’s name, used all over the site.'),
    installedApp: z
      .strictObject({
        description: text.describe(
          'One sentence about the site, shown where a phone lists it once added to the home screen. Keep it under about 130 characters.',
        ),
      })
      .describe(
        'How the site describes itself once added to a home screen (the web app manifest).',
      ),
    navigation: z
      .strictObject({
        label: text.describe(
          'Header, every page: the name screen readers give the main menu, e.g. "Main". Not shown on screen.',
        ),
        homeLabel: text.describe(
          'Header, every page: what screen readers say for the logo, which links to the home page, e.g. "Restwell home". Not shown on screen.',
        ),
        takeQuiz: text.describe('Header, every page: the menu link to the quiz, e.g. "Take Quiz".'),
        ourStory: text.describe(
          'Header, every page: the menu link to the Our Story page, e.g. "Our Story".',
        ),
        joinWaitlist: text.describe(
          'Header, every page: the green button at the end of the menu, which goes to the waitlist form on the home page, e.g. "Join Waitlist".',
        ),
        openMenu: text.describe(
          'Header, on phones: what screen readers say for the menu button while the menu is closed, e.g. "Open menu". Not shown on screen.',
        ),
        closeMenu: text.describe(
          'Header, on phones: what screen readers say for the menu button while the menu is open, e.g. "Close menu". Not shown on screen.',
        ),
        skipToContent: text.describe(
          'Every page: the first link keyboard users meet, hidden until it has focus; it jumps past the header to the page itself, e.g. "Skip to content".',
        ),
      })
      .describe('The header at the top of every page: logo, menu links and the phone menu button.'),
    footer: z
      .strictObject({
        tagline: text.describe(
          'Footer, every page: the sentence under the brand name, saying what Restwell does.',
        ),
        quickLinksHeading: text.describe(
          'Footer, every page: the small heading above the list of links, e.g. "Quick links".',
        ),
        quickLinks: z
          .strictObject({
            quiz: text.describe(
              'Footer, quick links: the link to the quiz, e.g. "Know Your Massage Quiz".',
            ),
            ourStory: text.describe(
              'Footer, quick links: the link to the Our Story page, e.g. "Our Story".',
            ),
            joinWaitlist: text.describe(
              'Footer, quick links: the link to the waitlist form on the home page, e.g. "Join Waitlist".',
            ),
          })
          .describe('Footer, every page: the three links under the quick links heading.'),
        contactHeading: text.describe(
          'Footer, every page: the small heading above the address and phone number, e.g. "Contact".',
        ),
        address: z
          .array(text.describe('Footer, contact: one line of the postal address.'))
          .min(1)
          .describe('Footer, contact: the postal address, one line per entry, top to bottom.'),
        phone: z
          .strictObject({
            label: text.describe(
              'Footer, contact: the phone number as people read it, e.g. "(503) 555-0142".',
            ),
            href: href.describe(
              'Footer, contact: the same number as a tel: link that phones can call, e.g. tel:+15035550142.',
            ),
          })
          .describe('Footer, contact: the phone number, which phones can tap to call.'),
        copyright: text.describe(
          'Footer, every page: the copyright line at the very bottom. The product fixes its year at 2024.',
        ),
        privacyLink: text.describe(
          'Footer, every page: the link to the privacy page, beside the copyright line at the very bottom, e.g. "Privacy".',
        ),
      })
      .describe(
        'The footer at the bottom of every page: tagline, quick links, contact details, copyright and the privacy link.',
      ),
    notFound: z
      .strictObject({
        meta: pageMeta.describe(
          'The "page not found" page: how it introduces itself in the browser tab and in link previews.',
        ),
        title: text.describe(
          '"Page not found" page (404): the heading under the big 404, e.g. "Oops! Page not found". Keep it to a few words: one line.',
        ),
        body: text.describe('"Page not found" page (404): the sentence under the heading.'),
        homeLink: text.describe(
          '"Page not found" page (404): the button back to the home page, e.g. "Return to home".',
        ),
      })
      .describe(
        'The "page not found" page (404), shown for an address that does not exist on the site.',
      ),
    routeError: z
      .strictObject({
        title: text.describe(
          'Error page: the heading, also the browser tab title, e.g. "Unexpected Application Error!". Keep it to a few words: one line.',
        ),
        hint: text.describe(
          'Error page: the sentence under the heading; the technical error message follows it in a small box.',
        ),
        retry: text.describe('Error page: the button that tries the page again, e.g. "Try again".'),
        homeLink: text.describe(
          'Error page: the button back to the home page, e.g. "Back to home".',
        ),
      })
      .describe('The error page, shown in place of a page that failed to load or broke.'),
    partWaiting: text.describe(
      'Any page: the calm one-line note in place of a part of the page whose code could not be downloaded (the visitor went offline). It shows until the part arrives, which it does by itself once the connection is back.',
    ),
    heldOffline: text.describe(
      'Any page: the calm one-line note at the bottom of the screen when a visitor pressed something before the page was ready and is now offline. What they pressed is kept and happens once they are back online: say so.',
    ),
    share: z
      .strictObject({
        image: z
          .strictObject({
            src: href.describe(
              'The preview image: /share-card.png, the card the build draws from "card" below, or a 1200×630 PNG of your own in public/.',
            ),
            alt: text.describe('What the preview image shows, for people who cannot see it.'),
          })
          .describe('The picture a link preview shows (Open Graph and Twitter cards).'),
        card: z
          .strictObject({
            title: text.describe(
              'The site’s share card (/share-card.png): the large sentence under the logo and brand name, e.g. "The right massage, with the right therapist." Keep it to about 8 words.',
            ),
            note: text.describe(
              'The site’s share card: the small line under the sentence, e.g. "Take the two-minute quiz · Join the waitlist". Keep it to about 8 words.',
            ),
          })
          .describe(
            'The words of the picture a link to the site shows in a chat or a feed, drawn by the build in the brand’s type and colours. A massage’s own card takes its words from quiz.json’s matchPage.',
          ),
      })
      .describe('How a link to the site looks when it is shared.'),
    social: z
      .array(
        link.describe(
          'One social profile link: its words and its https:// address, e.g. { "label": "Instagram", "href": "https://www.instagram.com/restwell" }.',
        ),
      )
      .describe(
        'Footer, every page: links to the brand’s social profiles, under the phone number in the contact column, in this order. [] shows none.',
      ),
  })
  .describe('Site-wide copy: brand, header, footer, 404 and error views.')

export type SiteContent = z.infer<typeof siteSchema>
