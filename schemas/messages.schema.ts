import { z } from 'zod'
import { schemaPointer, text } from './primitives.schema.ts'

const toast = z.strictObject({ title: text, description: text })

export const messagesSchema = z
  .strictObject({
    $schema: schemaPointer,
    waitlist: z.strictObject({
      missingFields: toast.describe('Destructive toast when name or email is empty.'),
      success: toast.describe('Toast after a sign-up. {brand} becomes the brand name.'),
      confirmation: z
        .strictObject({ title: text, body: text })
        .describe('Replaces the form after a sign-up. {brand} becomes the brand name.'),
      failed: toast.describe('Toast when a sign-up could not be saved. Nothing typed is lost.'),
    }),
    toast: z.strictObject({
      dismiss: text.describe('Screen-reader name of the toast close button.'),
      regionLabel: text.describe(
        'Screen-reader name of the notifications region; {hotkey} becomes the key that jumps to it.',
      ),
      itemLabel: text.describe('What screen readers call one toast when it is announced.'),
    }),
  })
  .describe('Toasts, confirmations and other messages.')

export type MessagesContent = z.infer<typeof messagesSchema>
