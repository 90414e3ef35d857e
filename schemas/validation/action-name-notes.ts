import { type ContentName, contentFilePath } from '../content-files.ts'
import { formatJsonPath } from './describe.ts'
import type { JsonPath } from './json-document.ts'
import type { UnlocatedProblem } from './problem.ts'

/** A text that names an action on a button or link, and the words SPEC.md fixes there, if any. */
type ActionPlace = { file: ContentName; path: JsonPath; spec?: string }

/**
 * Every action the site offers in more than one place, by what it does, with each place its name
 * is written (docs/decisions/0035). The first place gives the action its name; a place SPEC.md
 * fixes keeps SPEC.md's words, whatever they are, and every other place takes the first place's.
 */
export const ACTION_PLACES: Record<string, readonly ActionPlace[]> = {
  'join the waitlist': [
    { file: 'home', path: ['hero', 'primaryAction'], spec: 'Join the Waitlist' },
    { file: 'site', path: ['navigation', 'joinWaitlist'], spec: 'Join Waitlist' },
    { file: 'site', path: ['footer', 'quickLinks', 'joinWaitlist'], spec: 'Join Waitlist' },
    { file: 'home', path: ['banner', 'secondaryAction'], spec: 'Join Waitlist' },
    { file: 'story', path: ['cta', 'action'], spec: 'Join Our Waitlist' },
    { file: 'forms', path: ['waitlist', 'submit'] },
    { file: 'quiz', path: ['result', 'join'] },
    { file: 'quiz', path: ['matchPage', 'join'] },
  ],
  'take the quiz': [
    { file: 'site', path: ['navigation', 'takeQuiz'], spec: 'Take Quiz' },
    { file: 'home', path: ['hero', 'secondaryAction'], spec: 'Take Quiz' },
    { file: 'site', path: ['footer', 'quickLinks', 'quiz'], spec: 'Know Your Massage Quiz' },
    { file: 'home', path: ['banner', 'primaryAction'], spec: 'Start Your Journey' },
    { file: 'home', path: ['quizCta', 'action'] },
    { file: 'quiz', path: ['result', 'takeYourself'] },
    { file: 'quiz', path: ['matchPage', 'takeQuiz'] },
    { file: 'messages', path: ['waitlist', 'joinedPage', 'quizLink'] },
  ],
  'read our story': [
    { file: 'site', path: ['navigation', 'ourStory'], spec: 'Our Story' },
    { file: 'site', path: ['footer', 'quickLinks', 'ourStory'], spec: 'Our Story' },
    { file: 'home', path: ['mission', 'link'] },
  ],
  'go back a step': [
    { file: 'quiz', path: ['navigation', 'previous'], spec: 'Previous' },
    { file: 'quiz', path: ['emailStep', 'back'], spec: 'Back' },
  ],
  'get the result': [
    { file: 'quiz', path: ['navigation', 'getResults'], spec: 'Get Results' },
    { file: 'forms', path: ['quizEmail', 'submit'] },
  ],
  'go home': [
    { file: 'site', path: ['notFound', 'homeLink'] },
    { file: 'site', path: ['routeError', 'homeLink'] },
    { file: 'messages', path: ['waitlist', 'joinedPage', 'homeLink'] },
  ],
}

type Json = Partial<Record<ContentName, unknown>>

/** The text at `path` in a parsed file, when there is one. */
function textAt(json: Json, { file, path }: ActionPlace): string | undefined {
  let node: unknown = json[file]
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = Reflect.get(node, key)
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Notes (never failures) on two texts that name one action differently ("See My Results" for
 * what the quiz calls "Get Results", "Join the waitlist" beside "Join the Waitlist"): each
 * place SPEC.md does not fix whose words differ from the action's first place.
 */
export function actionNameNotes(json: Json): UnlocatedProblem[] {
  const notes: UnlocatedProblem[] = []
  for (const [action, [first, ...others]] of Object.entries(ACTION_PLACES)) {
    const name = first && textAt(json, first)
    if (!first || name === undefined) continue
    const where = `${contentFilePath(first.file)} ${formatJsonPath(first.path)}`
    const asSpec = first.spec === name ? ' as SPEC.md does' : ''
    for (const place of others) {
      const text = textAt(json, place)
      if (place.spec !== undefined || text === undefined || text === name) continue
      notes.push({
        file: contentFilePath(place.file),
        path: place.path,
        message: `says "${text}" to ${action}, which ${where} calls "${name}"${asSpec}: give one action one name`,
      })
    }
  }
  return notes
}
