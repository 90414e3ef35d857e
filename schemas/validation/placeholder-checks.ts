import { ADDRESS_KEYS, FACT_PLACEHOLDERS, factNamed } from '../content-facts.ts'
import type { ContentName } from '../content-files.ts'
import type { Report } from './check-report.ts'
import { closestMatch, formatJsonPath } from './describe.ts'
import type { JsonPath } from './json-document.ts'
import { eachText } from './json-texts.ts'

/**
 * The texts the site fills in, and the placeholders each one knows besides the facts of the quiz
 * (FACT_PLACEHOLDERS, known in every text); `*` is any one key. A placeholder anywhere else would
 * reach a visitor as a literal "{brand}". A feature that fills a new text adds it here.
 */
export const PLACEHOLDERS: Partial<Record<ContentName, Record<string, readonly string[]>>> = {
  messages: {
    'waitlist.success.*': ['brand'],
    'waitlist.confirmation.*': ['brand'],
    'waitlist.alreadyJoined.*': ['brand'],
    'waitlist.matchNote': ['match'],
    'waitlist.checkInbox': ['email', 'brand'],
    'waitlist.joinedPage.checkInbox': ['brand'],
    'waitlist.referral.shareTitle': ['brand'],
    'waitlist.referral.shareText': ['brand'],
    'waitlist.remembered.title': ['brand'],
    'waitlist.remembered.body': ['brand'],
    'toast.regionLabel': ['hotkey'],
    emailSuggestion: ['email'],
    emailSuggestionUse: ['domain'],
  },
  quiz: {
    'progress.questionOf': ['current', 'total'],
    'progress.complete': ['percent'],
    'share.title': ['match'],
    'share.text': ['match'],
    'share.copied.description': ['match'],
    'share.notCopied.description': ['link'],
    'matchPage.metaTitle': ['match'],
    'matchPage.cardAlt': ['match'],
    'result.matchEmailed': ['email'],
    'result.runnerUp': ['match'],
  },
  emails: {
    'layout.why': ['email', 'brand'],
    'layout.*': ['brand'],
    'confirm.matchLine': ['match', 'brand'],
    'confirm.*': ['brand'],
    'already.*': ['brand'],
    'confirmed.*': ['brand'],
    'movedUp.preheader': ['position', 'brand'],
    'movedUp.heading.other': ['places', 'brand'],
    'movedUp.heading.one': ['brand'],
    'movedUp.*': ['brand'],
    'match.shareMessage': ['match', 'brand', 'link'],
    'match.*': ['match', 'brand'],
    'referrals.position': ['position', 'brand'],
    'referrals.share': ['referralBonus', 'brand'],
    'referrals.friendsJoined.other': ['referrals', 'brand'],
    'referrals.linkLabel': ['brand'],
    'referrals.shareSubject': ['brand'],
    'referrals.shareMessage': ['link', 'brand'],
    'referrals.friendsJoined.*': ['brand'],
    'pages.standing.place': ['position', 'brand'],
    'pages.standing.movedUp': ['places', 'brand'],
    'pages.*.*': ['brand'],
  },
  home: {
    'appPreview.slideLabel': ['current', 'total'],
    'appPreview.goToSlide': ['number'],
    'waitlist.socialProof.line': ['count', 'brand'],
  },
}

/** A PLACEHOLDERS key as a test of a formatted JSON path: `*` stands for any one key. */
export function placeholderPathPattern(pattern: string): RegExp {
  const source = pattern.replaceAll('.', '\\.').replaceAll('*', '[^.\\[]+')
  return new RegExp(`^${source}$`)
}

function placeholdersFor(name: ContentName, path: JsonPath): readonly string[] {
  const text = formatJsonPath(path)
  for (const [pattern, known] of Object.entries(PLACEHOLDERS[name] ?? {})) {
    if (placeholderPathPattern(pattern).test(text)) return known
  }
  return []
}

function explain(placeholder: string, known: readonly string[]): string {
  const written = `{${placeholder}}`
  const suggestion = closestMatch(placeholder, [...known, ...FACT_PLACEHOLDERS])
  if (suggestion) return `unknown placeholder ${written} (did you mean {${suggestion}}?)`
  const facts = `the quiz's facts (${FACT_PLACEHOLDERS.map((fact) => `{${fact}}`).join(', ')})`
  const knows = known.length
    ? `${known.map((name) => `{${name}}`).join(', ')} and ${facts}`
    : `only ${facts}`
  return `this text does not fill in ${written}: it knows ${knows}`
}

/**
 * A placeholder: a name in braces, with no space in it. An unclosed `{` followed, a sentence
 * later, by a stray `}` is two lone braces, never one placeholder the length of the sentence.
 */
const PLACEHOLDER = /\{([^{}\s]*)\}/g

/** A brace that opens or closes no `{name}`: the text would show it as it is. */
const LONE_BRACE = /\{(?![^{}\s]*\})|(?<!\{[^{}\s]*)\}/g

/**
 * Every `{name}` in every text of a file (read as plain JSON) is one its field knows, every
 * brace belongs to one, and no address (a picture's or a link's) holds one.
 */
export function checkPlaceholders(name: ContentName, value: unknown, report: Report) {
  eachText(value, (text, path) => {
    for (const { 0: brace, index } of text.matchAll(LONE_BRACE)) {
      // JSON writes a brace as it is: the nth one in the text is the nth one in the file.
      const occurrence = text.slice(0, index).split(brace).length - 1
      report(
        path,
        brace === '{'
          ? 'this { is never closed: a placeholder is written {name}, with a } right after its name'
          : 'this } closes nothing: a placeholder is written {name}, with a { right before its name',
        { needle: brace, occurrence },
      )
    }
    if (ADDRESS_KEYS.has(String(path.at(-1)))) {
      for (const [written] of text.matchAll(PLACEHOLDER))
        report(
          path,
          `an address takes no placeholder: write the file or page itself, not ${written}`,
          {
            needle: written,
          },
        )
      return
    }
    const known = placeholdersFor(name, path)
    for (const [written, placeholder = ''] of text.matchAll(PLACEHOLDER)) {
      if (!known.includes(placeholder) && !factNamed(placeholder))
        report(path, explain(placeholder, known), { needle: written })
    }
  })
}
