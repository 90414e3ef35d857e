import type { FormsContent } from '../forms.schema.ts'
import type { PrivacyContent } from '../privacy.schema.ts'
import type { UnlocatedProblem } from './problem.ts'

/** Short words that say nothing of what a field collects ("How did you hear about us?"). */
const COMMON_WORDS = new Set(
  'about also been does from have into just like more most only other some than that their them then there they this very were what when where which will with would your'.split(
    ' ',
  ),
)

/** The words of a text that can name what a field collects: four letters or more, lower case. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !COMMON_WORDS.has(word))
}

/** What a field asks for, in words: its label's, or its choices' when the label has none. */
function namingWords(field: FormsContent['waitlist']['fields'][number]): string[] {
  const label = wordsOf(field.label)
  if (label.length > 0) return label
  return (field.options ?? []).flatMap((option) => wordsOf(option.label))
}

/**
 * A note (never a failure) on each waitlist field the privacy page does not mention: a sign-up
 * keeps every field, and privacy.json's "kept" paragraphs tell visitors what is kept. A field is
 * mentioned when a word of its label (or of its choices) appears there.
 */
export function privacyNotes(
  file: string,
  forms: FormsContent | undefined,
  privacy: PrivacyContent | undefined,
): UnlocatedProblem[] {
  if (!forms || !privacy) return []
  const kept = new Set(privacy.kept.paragraphs.flatMap(wordsOf))
  return forms.waitlist.fields.flatMap((field, index) => {
    if (namingWords(field).some((word) => kept.has(word))) return []
    const message = `a sign-up keeps what this field collects, and the privacy page does not say so: name it in the "kept" paragraphs of schemas/content/privacy.json`
    return [{ file, path: ['waitlist', 'fields', index, 'label'], message }]
  })
}
