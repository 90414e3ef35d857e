import { expect, test } from '@playwright/test'
import { contentFacts, FACT_PLACEHOLDERS, fillFacts, numberWord } from '@schemas/content-facts.ts'
import { contentSchemas } from '@schemas/content-files.ts'
import { eachText } from '@schemas/validation/json-texts.ts'
import { matchPagePath, shareCardPath } from '../../contract/site-paths.ts'
import { pngSize } from '../../scripts/share-cards.ts'
import {
  EDITS,
  editedContent,
  NEW_MASSAGE,
  NEW_PHONE_FIELD,
  NEW_QUESTION,
  NEW_SECTION_ORDER,
  NEW_SELECT_FIELD,
  NEW_SOCIAL_LINK,
  NEW_TEXT_FIELD,
} from '../maintainer-edits/edits'
import { SPEC_QUESTIONS } from '../product/spec-quiz'
import { fill, listOfReasons } from './helpers/copy'
import { expectBrandTypeWhenFontFilesAreLate } from './helpers/font-load'
import { fontsDrawing } from './helpers/fonts-drawing'
import { collectPageErrors } from './helpers/page-errors'
import { EDITED_SITE } from './servers/test-sites'

// The site built from the frozen content with every edit of tests/maintainer-edits/edits.ts:
// every text reworded, an option, a sixth question, a fifth massage, an AND rule, three waitlist
// fields, a social profile, the home sections in another order. What it must show is read from that edited content, as a maintainer would see it.
const edited = editedContent(EDITS)
const quiz = contentSchemas.quiz.parse(edited.quiz)
const rules = contentSchemas.rules.parse(edited.rules)
const { recommendations } = contentSchemas.recommendations.parse(edited.recommendations)
const forms = contentSchemas.forms.parse(edited.forms)
const brand = contentSchemas.site.parse(edited.site).brand.name
const messages = contentSchemas.messages.parse(edited.messages)
const home = contentSchemas.home.parse(edited.home)

test.use({ baseURL: EDITED_SITE })

function massageNamed(key: string): string {
  const massage = recommendations.find((entry) => entry.key === key)
  if (!massage) throw new Error(`the edited content has no massage "${key}"`)
  return massage.name
}

/** The reason the rule recommending `key` gives for `question` answered `value`. */
function becauseOf(key: string, question: number, value: string): string {
  const conditions = rules.rules
    .filter((rule) => rule.recommend === key)
    .flatMap((rule) => rule.when.items.flatMap((item) => ('join' in item ? item.items : [item])))
  const found = conditions.find((c) => c.question === question && c.in.includes(value))
  if (!found) throw new Error(`no rule condition reads question ${question} = ${value}`)
  return found.because
}

/** The reason the edited quiz gives for answering `question` with `value`. */
function reasonOfAnswer(question: number, value: string): string {
  const option = quiz.questions
    .find((candidate) => candidate.id === question)
    ?.options.find((candidate) => candidate.value === value)
  if (!option?.reason) throw new Error(`question ${question}'s "${value}" gives no reason`)
  return option.reason
}

/** The texts of a content file that state a fact of the quiz through a placeholder, filled in. */
function textsStatingFacts(file: unknown): string[] {
  const facts = contentFacts({ questions: quiz.questions, recommendations })
  const stating = new RegExp(`\\{(?:${FACT_PLACEHOLDERS.join('|')})\\}`, 'i')
  const texts: string[] = []
  eachText(file, (text) => {
    if (stating.test(text)) texts.push(fillFacts(text, facts))
  })
  return texts
}

/** Everything a page says, to eyes or to a screen reader: its text and its attributes' words. */
const everythingSaid = () =>
  [
    document.documentElement.textContent ?? '',
    ...[...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    ),
  ]
    .join('\n')
    .replace(/\s+/g, ' ')

test.describe("the site built with a maintainer's edits", () => {
  test('states the quiz’s new counts and massages wherever its copy states them', async ({
    page,
  }) => {
    // Where the home page's and the quiz's copy shows: the two pages, and a massage's own page.
    let said = ''
    for (const path of ['/', '/quiz', matchPagePath(NEW_MASSAGE.key)]) {
      await page.goto(path)
      said += await page.evaluate(everythingSaid)
    }
    for (const text of [...textsStatingFacts(edited.home), ...textsStatingFacts(edited.quiz)])
      expect(said).toContain(text.replace(/\s+/g, ' '))
    const stale = new RegExp(`\\b${numberWord(SPEC_QUESTIONS.length)}\\b[^.]{0,20}questions`, 'i')
    expect(said).not.toMatch(stale)
  })

  // 640 px: where the story's title, two words longer, wraps one line apart in the two fonts.
  for (const { path, longer } of [
    { path: '/', longer: 'hero' },
    { path: '/our-story', longer: 'title' },
  ])
    for (const width of [390, 640, 1280])
      test(`at ${width} px, ${path} with a longer ${longer} is in the brand's type from its first paint and moves nothing, its font files held back`, async ({
        page,
      }) => {
        await expectBrandTypeWhenFontFilesAreLate(page, path, width)
      })

  test('asks the sixth question, counted in the progress', async ({ page }) => {
    const errors = collectPageErrors(page)
    const total = quiz.questions.length
    await page.goto('/quiz?step=6&a=1-relaxation_2-none_3-light_4-never_5-back')
    const sixth = quiz.questions.find((question) => question.id === NEW_QUESTION.id)
    if (!sixth) throw new Error('the edited quiz has no sixth question')
    await expect(page.getByRole('heading', { name: sixth.question })).toBeVisible()
    await expect(
      page.getByText(fill(quiz.progress.questionOf, { current: 6, total })),
    ).toBeVisible()
    for (const option of sixth.options)
      await expect(page.getByRole('radio', { name: option.label })).toBeVisible()
    expect(total).toBe(6)
    expect(errors()).toEqual([])
  })

  test('the AND rule recommends only when both of its conditions hold', async ({ page }) => {
    await page.goto('/quiz?step=result&a=1-relaxation_2-none_3-light_4-never_5-back_6-short')
    await expect(page.getByRole('heading', { name: massageNamed('swedish') })).toBeVisible()
    const both = [becauseOf('swedish', 1, 'relaxation'), becauseOf('swedish', 3, 'light')]
    // Then the answer that ruled out the rule before it (therapeutic), in its option's words.
    const ruledOut = reasonOfAnswer(2, 'none')
    // Opened from a link, the result is someone else's: told in the third person (issue 35).
    const line = `${quiz.result.sharedReasonIntro} ${listOfReasons([...both, ruledOut])}.`
    await expect(page.getByText(line)).toBeVisible()

    await page.goto('/quiz?step=result&a=1-relaxation_2-none_3-unsure_4-never_5-back_6-short')
    await expect(page.getByRole('heading', { name: massageNamed('hot-stone') })).toBeVisible()
  })

  test('the new massage has its own page and share card, with no code', async ({
    page,
    request,
  }) => {
    await page.goto(matchPagePath(NEW_MASSAGE.key))
    await expect(
      page.getByRole('heading', { level: 1, name: massageNamed(NEW_MASSAGE.key) }),
    ).toBeVisible()
    const card = await request.get(shareCardPath(NEW_MASSAGE.key))
    expect(card.status()).toBe(200)
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 })
  })

  test('a letter beyond Latin in its copy (Ł) is drawn in the brand font, from a face fetched for it', async ({
    page,
  }) => {
    await page.goto(matchPagePath(NEW_MASSAGE.key))
    await page.evaluate(() => document.fonts.ready)
    // The element whose own text holds the letter, marked for the DevTools protocol's selector.
    await page.evaluate(() => {
      const holder = [...document.querySelectorAll('main *')].find((element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('Ł'),
        ),
      )
      holder?.setAttribute('data-probe', '')
    })
    expect(await fontsDrawing(page, '[data-probe]')).toEqual([
      { familyName: expect.stringMatching(/^Figtree\b/), isCustomFont: true },
    ])
  })

  test('the new massage is recommended by its rule', async ({ page }) => {
    await page.goto(
      '/quiz?step=result&a=1-relaxation_2-none_3-light_4-very-experienced_5-back_6-long',
    )
    await expect(page.getByRole('heading', { name: massageNamed('shiatsu') })).toBeVisible()
  })

  test('the new waitlist fields are shown and reach the sign-up', async ({ page }) => {
    const logged: unknown[] = []
    page.on('console', async (message) => {
      if (message.type() === 'info') logged.push(await message.args()[1]?.jsonValue())
    })
    await page.goto('/#waitlist')
    const form = page.locator('#waitlist form')
    await expect(form).not.toHaveAttribute('data-awaits-app')
    const label = (name: string) => {
      const field = forms.waitlist.fields.find((candidate) => candidate.name === name)
      if (!field) throw new Error(`the edited waitlist form has no "${name}" field`)
      return field.label
    }
    await form.getByRole('textbox', { name: label('name') }).fill('Ana')
    await form.getByRole('textbox', { name: label('email') }).fill('ana@example.com')
    await form.getByRole('textbox', { name: label(NEW_TEXT_FIELD.name) }).fill('Portland')
    await form.getByRole('textbox', { name: label(NEW_PHONE_FIELD.name) }).fill('+44 20 7946 0958')
    const heardFrom = forms.waitlist.fields.find((field) => field.name === NEW_SELECT_FIELD.name)
    const friend = heardFrom?.options?.find((option) => option.value === 'friend')
    if (!friend) throw new Error('the edited select has no "friend" option')
    await form
      .getByRole('combobox', { name: label(NEW_SELECT_FIELD.name) })
      .selectOption({ label: friend.label })
    await form.getByRole('button', { name: forms.waitlist.submit }).click()
    await expect(
      page.getByText(fill(messages.waitlist.confirmation.title, { brand })),
    ).toBeVisible()
    await expect
      .poll(() => logged)
      .toContainEqual(
        expect.objectContaining({
          name: 'Ana',
          email: 'ana@example.com',
          city: 'Portland',
          heardFrom: 'friend',
          phone: '+44 20 7946 0958',
        }),
      )
  })

  test('the phone field brings up the number keypad and refuses words with its own message', async ({
    page,
  }) => {
    await page.goto('/#waitlist')
    const form = page.locator('#waitlist form')
    await expect(form).not.toHaveAttribute('data-awaits-app')
    const phoneField = forms.waitlist.fields.find((field) => field.name === NEW_PHONE_FIELD.name)
    if (!phoneField?.messages.invalid) throw new Error('the edited form has no phone field message')
    const phone = form.getByRole('textbox', { name: phoneField.label })
    await expect(phone).toHaveAttribute('type', 'tel')
    await expect(phone).toHaveAttribute('inputmode', 'tel')
    await expect(phone).toHaveAttribute('autocomplete', 'tel')
    await phone.fill('call me')
    await form.getByRole('button', { name: forms.waitlist.submit }).click()
    await expect(phone).toHaveAccessibleDescription(phoneField.messages.invalid)
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
  })

  test('the home sections below the banner come in the order home.json lists', async ({ page }) => {
    await page.goto('/')
    // The sections below the banner load as the visitor nears them.
    await page.locator('#waitlist').scrollIntoViewIfNeeded()
    const headingOf = {
      appPreview: home.appPreview.title,
      values: home.values.title,
      quizCta: home.quizCta.title,
      mission: home.mission.title,
      waitlist: home.waitlist.title,
    }
    const order = home.sectionOrder ?? []
    expect(order).toEqual(NEW_SECTION_ORDER)
    const titles = order.map((name) => headingOf[name])
    for (const title of titles)
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached()
    const shown = await page
      .getByRole('heading', { level: 2 })
      .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''))
    expect(shown.filter((text) => titles.includes(text))).toEqual(titles)
  })

  test('the social profiles site.json lists are links in every page’s footer', async ({ page }) => {
    for (const path of ['/', '/our-story']) {
      await page.goto(path)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: NEW_SOCIAL_LINK.label }),
      ).toHaveAttribute('href', NEW_SOCIAL_LINK.href)
    }
  })
})
