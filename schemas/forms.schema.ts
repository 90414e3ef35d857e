import { z } from 'zod'
import { choiceOption } from './options.schema.ts'
import { schemaPointer, text } from './primitives.schema.ts'

/** The field kinds the form renderer knows. Adding one needs a widget in src/forms/widgets. */
export const fieldKinds = ['text', 'email', 'select', 'single-choice', 'multiple-choice'] as const
export const fieldKind = z.enum(fieldKinds).describe('How the field is shown and what it accepts.')
export const CHOICE_KINDS: readonly FieldKind[] = ['select', 'single-choice', 'multiple-choice']

export const fieldDefinition = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'expected a name in camelCase, like "firstName"')
      .describe('The key the value is stored under. Code relies on it: change with care.'),
    kind: fieldKind,
    label: text.describe('The label or question above the field.'),
    help: text.optional().describe('An optional hint under the label.'),
    placeholder: text.optional().describe('Example text inside an empty input.'),
    autocomplete: z
      .enum(['off', 'given-name', 'name', 'email', 'tel'])
      .optional()
      .describe('Lets browsers fill the field in. See the HTML autocomplete attribute.'),
    required: z.boolean().describe('true: the visitor must fill it in.'),
    options: z.array(choiceOption).optional().describe('Choices, for select and choice kinds.'),
    emptyOption: text.optional().describe('Select only: the label of the "no choice" entry.'),
    messages: z
      .strictObject({
        required: text.optional().describe('Shown when a required field is left empty.'),
        invalid: text.optional().describe('Shown when the value has the wrong form.'),
      })
      .describe('Error messages for this field.'),
  })
  .describe('One form field: what it stores and how it is shown.')

export const formDefinition = z
  .strictObject({
    errorDisplay: z
      .enum(['inline', 'summary'])
      .describe(
        '"inline": errors under each field after it is touched. "summary": the page reports a failed submit (the waitlist shows a toast) and marks the fields.',
      ),
    submit: text.describe('The submit button label.'),
    submitting: text.describe('The submit button label while sending.'),
    fields: z.array(fieldDefinition).min(1),
  })
  .describe('A form: its fields in order and its submit button.')

export const formsSchema = z
  .strictObject({
    $schema: schemaPointer,
    waitlist: formDefinition.describe('The waitlist sign-up on the home page.'),
    quizEmail: formDefinition.describe('The email step before the quiz result.'),
  })
  .describe('Every form on the site, drawn by the generic form renderer.')

export type FieldKind = z.infer<typeof fieldKind>
export type FieldDefinition = z.infer<typeof fieldDefinition>
export type FormDefinition = z.infer<typeof formDefinition>
export type FormsContent = z.infer<typeof formsSchema>
