import { z } from 'zod'
import { LOWER_SECTIONS, type LowerSection } from './home-sections.ts'
import { image, pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const mockIcon = z
  .enum(['person', 'people', 'hands', 'calendar', 'leaf', 'moon', 'read', 'video'])
  .describe(
    'Home page, app preview: the small line drawing at the start of a row in the phone picture: "person", "people", "hands", "calendar", "leaf", "moon", "read" (an open book) or "video" (a play button). Rows of the "people" layout show the person’s initials instead.',
  )

const mockItem = z
  .strictObject({
    label: text.describe(
      'Home page, app preview: the main line of one row drawn inside the phone, e.g. "Jordan Ellis, LMT".',
    ),
    detail: text
      .optional()
      .describe(
        'Home page, app preview: an optional smaller line under the row’s main line, e.g. "Deep tissue · 4.9 ★".',
      ),
    note: text
      .optional()
      .describe(
        'Home page, app preview: an optional short note at the right end of the row, such as a time, e.g. "Today 4:30". Keep it to a few characters: the phone is small.',
      ),
    icon: mockIcon.optional(),
  })
  .describe(
    'One row drawn inside the phone picture: a main line, an optional smaller one, an optional note and an optional drawing.',
  )

export const screenAccent = z
  .enum(['sage', 'clay', 'sand', 'mist'])
  .describe(
    'Home page, app preview: the soft colour the phone picture is tinted with. Give each screen its own.',
  )

export const mockLayout = z
  .enum(['choices', 'people', 'stats', 'articles'])
  .describe(
    'How the phone picture draws its rows: "choices" as options to pick, "people" with round avatars, a search box and times, "stats" with a small chart and meters, "articles" with thumbnails.',
  )

export const appScreen = z
  .strictObject({
    title: text.describe(
      'Home page, app preview: the name of this screen, shown under the phone, e.g. "Choose Your Role". Give each screen a different name. Keep it to 2–4 words: one line.',
    ),
    caption: text.describe(
      'Home page, app preview: one sentence under the screen’s name saying what the app does there.',
    ),
    accent: screenAccent,
    mock: z
      .strictObject({
        layout: mockLayout,
        greeting: text
          .optional()
          .describe(
            'Home page, app preview: an optional small line at the very top of the phone’s screen, above the heading, e.g. "Good morning, Maya".',
          ),
        heading: text.describe(
          'Home page, app preview: the heading drawn at the top of the phone’s screen, e.g. "Therapists near you".',
        ),
        search: text
          .optional()
          .describe(
            'Home page, app preview: the words typed in the search box under the heading, e.g. "Deep tissue near me". Only the "people" layout draws a search box.',
          ),
        items: z
          .array(mockItem)
          .min(2)
          .max(4)
          .describe('The two to four rows drawn inside the phone, top to bottom.'),
        action: text
          .optional()
          .describe(
            'Home page, app preview: an optional button drawn at the bottom of the phone’s screen, e.g. "Continue". It is only a picture: nothing happens when a visitor taps it.',
          ),
      })
      .describe('What the phone picture shows on its screen: a heading and a few rows.'),
  })
  .describe(
    'One slide of the app preview: a phone picture with its screen name and a sentence under it.',
  )

export const valueCard = z
  .strictObject({
    icon: z
      .enum(['match', 'learn', 'trust'])
      .describe(
        'Home page, "Why" cards: which drawn icon sits at the top of the card. Give each card a different one.',
      ),
    title: text.describe(
      'Home page, "Why" cards: the card’s heading, e.g. "Find Your Perfect Match". Keep it to 2–5 words: one or two lines.',
    ),
    body: text.describe('Home page, "Why" cards: one or two sentences under the card’s heading.'),
  })
  .describe('One card in the home page’s "Why" section: an icon, a heading and a few words.')

/** The waitlist card's count of people waiting (decision 0069), and when it shows. */
const socialProof = z
  .strictObject({
    line: text
      .regex(/\{count\}/, {
        error:
          'keep {count} in this line: it becomes the number of people waiting, e.g. "Join {count} people already waiting"',
      })
      .describe(
        'Home page, waitlist card: one calm line under the sign-up button saying how many people wait, e.g. "Join {count} people already waiting". Keep {count}: it becomes the number of confirmed people on the list, rounded down and written the visitor’s way, e.g. "1,200". May use {brand}. It shows only once the number reaches "threshold", and never without JavaScript.',
      ),
    threshold: z
      .int()
      .positive({ error: 'expected a number of people above 0, e.g. 50' })
      .describe(
        'Home page, waitlist card: the fewest people waiting (as the line would say it, rounded down: to tens under 1,000, hundreds under 10,000) for the line to show, e.g. 50. Below it the line stays away: a small number persuades no one.',
      ),
  })
  .describe(
    'Home page, waitlist card: the line that says how many people are waiting, and from how many it shows.',
  )

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ')

/** What a section order lacks or repeats, named: "mission" is missing. */
function sectionOrderMistakes(order: readonly LowerSection[]): string[] {
  const twice = LOWER_SECTIONS.filter((name) => order.filter((o) => o === name).length > 1)
  const missing = LOWER_SECTIONS.filter((name) => !order.includes(name))
  return [
    ...(twice.length > 0
      ? [`${quoted(twice)} ${twice.length > 1 ? 'are' : 'is'} listed twice`]
      : []),
    ...(missing.length > 0
      ? [`${quoted(missing)} ${missing.length > 1 ? 'are' : 'is'} missing`]
      : []),
  ]
}

const lowerSectionOrder = z
  .array(
    z
      .enum(LOWER_SECTIONS)
      .describe(
        'One section of this file: "appPreview", "values" (the "Why" cards), "quizCta" (the quiz invitation), "mission" or "waitlist".',
      ),
  )
  .superRefine((order, context) => {
    const mistakes = sectionOrderMistakes(order)
    if (mistakes.length > 0)
      context.addIssue({
        code: 'custom',
        message: `${mistakes.join(' and ')}: list each of the sections below the banner once: ${quoted(LOWER_SECTIONS)}`,
      })
  })
  .optional()
  .describe(
    'Optional: the order of the sections below the banner, top to bottom, e.g. ["appPreview", "mission", "values", "quizCta", "waitlist"] to tell the mission before the "Why" cards. Each of the five once. Without it they follow the product’s order: appPreview, values, quizCta, mission, waitlist. The hero and the banner always open the page, and moving a section’s text in this file does not move it on the page: this list does.',
  )

export const homeSchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta.describe(
      'Home page: how it introduces itself in the browser tab, in search results and in link previews.',
    ),
    sectionOrder: lowerSectionOrder,
    hero: z
      .strictObject({
        eyebrow: text.describe(
          'Home page, top: the small label in a pill above the main heading, e.g. "Massage, matched to you".',
        ),
        title: text.describe(
          'Home page, top: the main heading, the largest words on the page. Keep it to about 12 words: it wraps to four lines on a phone.',
        ),
        body: text.describe('Home page, top: the short paragraph under the main heading.'),
        primaryAction: text.describe(
          'Home page, top: the main button, which takes visitors to the waitlist form further down, e.g. "Join the Waitlist".',
        ),
        secondaryAction: text.describe(
          'Home page, top: the second button, which opens the quiz, e.g. "Take Quiz".',
        ),
        reassurance: text.describe(
          'Home page, top: the small print under the two buttons. Separate short phrases with " · " (a middle dot); each phrase stays on one line.',
        ),
        friendGreeting: text.describe(
          'Home page, top: one warm line above the two buttons, shown only to a visitor who arrived by a friend’s personal link (?ref=), for the rest of their visit, e.g. "A friend saved you a spot.". Name no one and say nothing about the friend: the page does not know who they are.',
        ),
      })
      .describe(
        'The top of the home page: small label, main heading, intro, the two buttons and the small print (the drawing beside them is part of the site).',
      ),
    banner: z
      .strictObject({
        title: text.describe(
          'Home page, green band under the top section: its heading, e.g. "Not sure which massage is right for you?". Keep it to about 8 words: two lines on a phone.',
        ),
        body: text.describe('Home page, green band: the sentence under its heading.'),
        primaryAction: text.describe(
          'Home page, green band: the main button, which opens the quiz, e.g. "Start Your Journey".',
        ),
        secondaryAction: text.describe(
          'Home page, green band: the second button, which goes to the waitlist form, e.g. "Join Waitlist".',
        ),
      })
      .describe(
        'The dark green band under the top of the home page: a question, a sentence and two buttons.',
      ),
    appPreview: z
      .strictObject({
        eyebrow: text.describe(
          'Home page, app preview: the small label above the section heading, e.g. "The Restwell app".',
        ),
        title: text.describe(
          'Home page, app preview: the section heading. Keep it to about 8 words: two lines on a phone.',
        ),
        body: text.describe('Home page, app preview: the sentence under the section heading.'),
        comingSoon: text.describe(
          'Home page, app preview: the note under the intro, e.g. "Coming Soon to iOS & Android".',
        ),
        phoneTime: text.describe(
          'Home page, app preview: the clock drawn at the top of every phone picture, e.g. "9:41".',
        ),
        carouselLabel: text.describe(
          'Home page, app preview: the name screen readers give the slideshow of phone screens, e.g. "App preview". Not shown on screen.',
        ),
        previousSlide: text.describe(
          'Home page, app preview: what screen readers say for the left arrow button, e.g. "Previous screen". Not shown on screen.',
        ),
        nextSlide: text.describe(
          'Home page, app preview: what screen readers say for the right arrow button, e.g. "Next screen". Not shown on screen.',
        ),
        slideLabel: text.describe(
          'Home page, app preview: what screen readers call each slide, e.g. "{current} of {total}". Keep {current} (this slide’s number) and {total} (how many slides). Not shown on screen.',
        ),
        goToSlide: text.describe(
          'Home page, app preview: what screen readers say for each dot under the slides, e.g. "Show screen {number}". Keep {number} (the slide the dot shows). Not shown on screen.',
        ),
        screens: z
          .array(appScreen)
          .min(3)
          .describe(
            'Home page, app preview: the phone screens, in slideshow order (at least three).',
          ),
      })
      .describe(
        'The home page’s app preview: a heading and intro, then a slideshow of phone screens with arrows and dots.',
      ),
    values: z
      .strictObject({
        eyebrow: text.describe(
          'Home page, "Why" section: the small label above its heading, e.g. "Why Restwell".',
        ),
        title: text.describe(
          'Home page, "Why" section: the section heading above the three cards. Keep it to about 8 words: two lines on a phone.',
        ),
        cards: z
          .array(valueCard)
          .length(3, 'expected exactly 3 value cards (the section lays them out as three columns)')
          .describe('Home page, "Why" section: exactly three cards, in the order shown.'),
      })
      .describe('The home page’s "Why" section: a heading and three cards with icons.'),
    quizCta: z
      .strictObject({
        title: text.describe(
          'Home page, quiz invitation: the heading of the sand-coloured panel, e.g. "Discover Your Path". Keep it to about 6 words: two lines on a phone.',
        ),
        body: text.describe('Home page, quiz invitation: the sentence under its heading.'),
        action: text.describe(
          'Home page, quiz invitation: the button that opens the quiz, e.g. "Take the Quiz".',
        ),
        note: text.describe(
          'Home page, quiz invitation: the small note beside the button, e.g. "{QuestionCountWord} questions · About two minutes".',
        ),
      })
      .describe(
        'The home page’s invitation to take the quiz: a heading, a sentence, a button and a small note.',
      ),
    mission: z
      .strictObject({
        eyebrow: text.describe(
          'Home page, mission: the small label above its heading, e.g. "Our mission".',
        ),
        title: text.describe(
          'Home page, mission: the section heading. Keep it to about 8 words: two lines on a phone.',
        ),
        paragraphs: z
          .array(text.describe('Home page, mission: one paragraph under the heading.'))
          .min(1)
          .describe('Home page, mission: the paragraphs under the heading, in order.'),
        link: text.describe(
          'Home page, mission: the link under the paragraphs that opens the Our Story page, e.g. "Read our story".',
        ),
        image: image.describe('Home page, mission: the picture beside the text.'),
      })
      .describe(
        'The home page’s mission section: a picture beside a heading, a few paragraphs and a link to Our Story.',
      ),
    waitlist: z
      .strictObject({
        eyebrow: text.describe(
          'Home page, waitlist: the small label above its heading, e.g. "Join the waitlist".',
        ),
        title: text.describe(
          'Home page, waitlist: the heading beside the sign-up form, e.g. "Be first on the table". Keep it to about 6 words: two lines on a phone.',
        ),
        body: text.describe('Home page, waitlist: the sentence under the heading.'),
        privacyNote: text.describe(
          'Home page, waitlist: the small note about how we use the email address, under the sentence.',
        ),
        socialProof: socialProof,
      })
      .describe(
        'The waitlist section at the bottom of the home page (where "Join Waitlist" links lead): the pitch beside the sign-up form. The form itself is in forms.json.',
      ),
  })
  .describe('The home page, section by section, top to bottom.')

export type HomeContent = z.infer<typeof homeSchema>
export type AppScreen = z.infer<typeof appScreen>
export type ValueCard = z.infer<typeof valueCard>
export type ScreenAccent = z.infer<typeof screenAccent>
export type MockLayout = z.infer<typeof mockLayout>
export type MockIcon = z.infer<typeof mockIcon>
