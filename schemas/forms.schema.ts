import { z } from 'zod'
import { choiceOption } from './options.schema.ts'
import { schemaPointer, text } from './primitives.schema.ts'

/**
 * The field kinds the form renderer knows. Adding one: its name here (and in CHOICE_KINDS if
 * content lists options for it), then its entry in src/forms/registry.ts.
 */
export const fieldKinds = [
  'text',
  'email',
  'tel',
  'url',
  'select',
  'single-choice',
  'multiple-choice',
] as const
/** What each kind shows and takes, for the maintainers' guide (scripts/content-reference.ts). */
export const FIELD_KIND_HELP: Record<(typeof fieldKinds)[number], string> = {
  text: 'a typing box for a line of text (a name, a city)',
  email: 'a typing box for an email address, checked as one; a phone shows its email keyboard',
  tel: 'a typing box for a phone number: a phone shows its number keypad, the browser offers the visitor’s own number; needs `messages.invalid`',
  url: 'a typing box for a web address, with or without `https://`; needs `messages.invalid`',
  select: 'a drop-down list of `options`, with `emptyOption` shown before a choice',
  'single-choice': 'the `options` as cards to pick one',
  'multiple-choice': 'the `options` as cards to pick several',
}
export const fieldKind = z
  .enum(fieldKinds)
  .describe(
    'How the field is shown and what it accepts: "text", "email", "tel" (a phone number: a phone shows its number keypad) and "url" (a web address) are typing boxes, "select" a drop-down list, "single-choice" cards to pick one, "multiple-choice" cards to pick several. A "tel" or "url" field needs messages.invalid, shown when what was typed is not a phone number or a web address.',
  )
/** The kinds whose fields list options in content. */
export const CHOICE_KINDS = [
  'select',
  'single-choice',
  'multiple-choice',
] as const satisfies readonly FieldKind[]
export type ChoiceKind = (typeof CHOICE_KINDS)[number]

export function isChoiceKind(kind: FieldKind): kind is ChoiceKind {
  return CHOICE_KINDS.some((choice) => choice === kind)
}

export const fieldDefinition = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'expected a name in camelCase, like "firstName"')
      .describe(
        'What the site stores this answer under; never shown, e.g. "email" or "city". Unique in the form. A new field takes a name of its own (docs/editing-content.md, "Adding a waitlist field"); the form keeps its "name" and "email" fields. Renaming a field later stores new answers under the new name, and those already given keep the old one.',
      ),
    kind: fieldKind,
    label: text.describe(
      'The words above this field (its label, or the question for a choice), e.g. "First name".',
    ),
    help: text
      .optional()
      .describe('An optional hint under the field’s label, e.g. "Optional. It helps us…".'),
    placeholder: text
      .optional()
      .describe(
        'Example text shown in grey inside the typing box while it is empty, e.g. "you@example.com". Typing boxes only.',
      ),
    autocomplete: z
      .enum([
        'off',
        'given-name',
        'family-name',
        'name',
        'email',
        'tel',
        'url',
        'organization',
        'address-level2',
        'postal-code',
        'country-name',
      ])
      .optional()
      .describe(
        'Lets the browser offer what it remembers, e.g. "email" for an email address, "given-name" for a first name, "address-level2" for a city, "postal-code" for a ZIP code; "off" asks it not to. A "tel" field offers "tel" and a "url" field "url" without it.',
      ),
    required: z
      .boolean()
      .describe('true: the visitor must fill this field in. false: it may stay empty.'),
    options: z
      .array(choiceOption)
      .optional()
      .describe(
        'The choices to pick from, in order. Only for the "select", "single-choice" and "multiple-choice" kinds.',
      ),
    emptyOption: text
      .optional()
      .describe(
        'Drop-down lists ("select") only: the first entry, shown while nothing is chosen, e.g. "Select an option".',
      ),
    messages: z
      .strictObject({
        required: text
          .optional()
          .describe(
            'Shown in red under the field when the visitor leaves this required field empty, e.g. "Please enter your email address.".',
          ),
        invalid: text
          .optional()
          .describe(
            'Shown in red under the field when what was typed has the wrong form, e.g. an email address without "@" or without a dot after it ("jamie@example"), or a phone number with letters in it. Needed by "tel" and "url" fields.',
          ),
        tooLong: text
          .optional()
          .describe(
            'Typing boxes only: shown in red under the field when what was sent is longer than the box takes (200 characters, 254 for an email, 32 for a phone number, 2000 for a web address), e.g. "Please keep your first name under 200 characters.". Without it, the field shows its "invalid" message.',
          ),
      })
      .describe('The error messages shown under this field; {} when it needs none.'),
  })
  .describe('One field of the form: what it stores, and how it is labelled and shown.')

export const formDefinition = z
  .strictObject({
    errorDisplay: z
      .enum(['inline', 'summary'])
      .describe(
        'When errors show. "inline": under each field as soon as the visitor leaves it. "summary": only after pressing the button, when the page also reports the failed attempt (the waitlist shows a pop-up message) and marks the fields.',
      ),
    submit: text.describe(
      'The words on the form’s send button, e.g. "Join the Waitlist" (home page waitlist) or "See My Results" (quiz email step).',
    ),
    submitting: text.describe(
      'The words on the send button while the form is being sent, e.g. "Joining…".',
    ),
    fields: z
      .array(fieldDefinition)
      .min(1)
      .describe('The form’s fields, shown top to bottom in this order (at least one).'),
  })
  .describe('A form: its fields in order and its send button.')

export const formsSchema = z
  .strictObject({
    $schema: schemaPointer,
    waitlist: formDefinition.describe(
      'Home page, waitlist section: the sign-up form (first name, email, and who the visitor is). Its texts around it are in home.json (waitlist) and messages.json (waitlist).',
    ),
    quizEmail: formDefinition.describe(
      'Quiz page, email step: the email field and the button that shows the result. Its heading and Back button are in quiz.json (emailStep).',
    ),
  })
  .describe('Every form on the site, drawn by the generic form renderer.')

export type FieldKind = z.infer<typeof fieldKind>
export type FieldDefinition = z.infer<typeof fieldDefinition>
export type FormDefinition = z.infer<typeof formDefinition>
export type FormsContent = z.infer<typeof formsSchema>
