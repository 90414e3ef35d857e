import { z } from 'zod'
import { href, link, pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const siteSchema = z
  .strictObject({
    $schema: schemaPointer,
    brand: z.strictObject({
      name: text.describe('The product name, shown in the logo, titles and toasts.'),
    }),
    installedApp: z
      .strictObject({
        description: text.describe(
          'One sentence about the site, shown where a phone lists it once added to the home screen.',
        ),
      })
      .describe(
        'How the site describes itself once added to a home screen (the web app manifest).',
      ),
    navigation: z.strictObject({
      label: text.describe('Screen-reader name of the main navigation.'),
      homeLabel: text.describe('Screen-reader name of the logo link.'),
      takeQuiz: text,
      ourStory: text,
      joinWaitlist: text,
      openMenu: text.describe('Screen-reader name of the menu button while the menu is closed.'),
      closeMenu: text.describe('Screen-reader name of the menu button while the menu is open.'),
      skipToContent: text.describe('The first link keyboard users meet: jumps past the header.'),
    }),
    footer: z.strictObject({
      tagline: text,
      quickLinksHeading: text,
      quickLinks: z.strictObject({
        quiz: text,
        ourStory: text,
        joinWaitlist: text,
      }),
      contactHeading: text,
      address: z.array(text).min(1).describe('The postal address, one line per entry.'),
      phone: z.strictObject({
        label: text.describe('The phone number as people read it.'),
        href: href.describe('The same number as a tel: link, e.g. tel:+15035550142.'),
      }),
      copyright: text.describe('The copyright line. SPEC.md fixes its year at 2024.'),
    }),
    notFound: z.strictObject({
      meta: pageMeta.describe('How the 404 page introduces itself in the browser tab.'),
      title: text,
      body: text,
      homeLink: text,
    }),
    routeError: z.strictObject({
      title: text,
      hint: text,
      retry: text,
      homeLink: text,
    }),
    share: z
      .strictObject({
        image: z
          .strictObject({
            src: href.describe(
              'The preview image: a 1200×630 PNG in public/, e.g. /share-card.png.',
            ),
            alt: text.describe('What the preview image shows, for people who cannot see it.'),
          })
          .describe('The picture a link preview shows (Open Graph and Twitter cards).'),
      })
      .describe('How a link to the site looks when it is shared.'),
    social: z.array(link).describe('Optional social profile links in the footer.'),
  })
  .describe('Site-wide copy: brand, header, footer, 404 and error views.')

export type SiteContent = z.infer<typeof siteSchema>
