import { z } from 'zod'
import { image, pageMeta, schemaPointer, text } from './primitives.schema.ts'

const mockItem = z.strictObject({
  label: text.describe('The main line of a row drawn inside the phone.'),
  detail: text.optional().describe('A smaller second line under the label.'),
})

export const screenAccent = z
  .enum(['sage', 'clay', 'sand', 'mist'])
  .describe('The soft colour a phone mock is tinted with; give each screen its own.')

export const mockLayout = z
  .enum(['choices', 'people', 'stats', 'articles'])
  .describe(
    'How the phone draws its rows: "choices" as selectable options, "people" with avatars, "stats" with meters, "articles" with thumbnails.',
  )

export const appScreen = z
  .strictObject({
    title: text.describe('The screen name under the phone, e.g. "Choose Your Role".'),
    caption: text.describe('One sentence under the screen name.'),
    accent: screenAccent,
    mock: z
      .strictObject({
        layout: mockLayout,
        heading: text.describe('The heading drawn inside the phone.'),
        items: z.array(mockItem).min(2).max(4).describe('Two to four rows drawn inside the phone.'),
      })
      .describe('What the phone mock shows.'),
  })
  .describe('One app screen in the preview carousel.')

export const valueCard = z.strictObject({
  icon: z.enum(['match', 'learn', 'trust']).describe('Which drawn icon sits on the card.'),
  title: text,
  body: text,
})

export const homeSchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta,
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      body: text,
      primaryAction: text.describe('Button to the waitlist, "Join the Waitlist".'),
      secondaryAction: text.describe('Button to the quiz, "Take Quiz".'),
      reassurance: text.describe('Small print under the buttons.'),
      image,
    }),
    banner: z.strictObject({
      title: text,
      body: text,
      primaryAction: text.describe('"Start Your Journey": goes to the quiz.'),
      secondaryAction: text.describe('"Join Waitlist": goes to the waitlist.'),
    }),
    appPreview: z.strictObject({
      eyebrow: text,
      title: text,
      body: text,
      comingSoon: text.describe('The note "Coming Soon to iOS & Android".'),
      phoneTime: text.describe('The clock drawn in each phone mock\'s status bar, e.g. "9:41".'),
      carouselLabel: text.describe('Screen-reader name of the carousel.'),
      previousSlide: text,
      nextSlide: text,
      slideLabel: text.describe('Screen-reader name of a slide; uses {current} and {total}.'),
      goToSlide: text.describe('Screen-reader name of a dot; uses {number}.'),
      screens: z.array(appScreen).min(3).describe('The app screens, in carousel order.'),
    }),
    values: z.strictObject({
      eyebrow: text,
      title: text,
      cards: z.array(valueCard).length(3, 'expected exactly 3 value cards'),
    }),
    quizCta: z.strictObject({
      title: text.describe('"Discover Your Path".'),
      body: text,
      action: text,
      note: text,
    }),
    mission: z.strictObject({
      eyebrow: text,
      title: text,
      paragraphs: z.array(text).min(1),
      link: text.describe('Link text to Our Story.'),
      image,
    }),
    waitlist: z.strictObject({
      eyebrow: text,
      title: text,
      body: text,
      privacyNote: text,
    }),
  })
  .describe('The home page, section by section, top to bottom.')

export type HomeContent = z.infer<typeof homeSchema>
export type AppScreen = z.infer<typeof appScreen>
export type ValueCard = z.infer<typeof valueCard>
export type ScreenAccent = z.infer<typeof screenAccent>
export type MockLayout = z.infer<typeof mockLayout>
