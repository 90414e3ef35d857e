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
      pending: text.describe(
        'Under the confirmation while a saved sign-up still waits to be sent (offline, or the sign-up service is busy). Calm and honest: it is saved and will be sent.',
      ),
      sent: text.describe(
        'Announced to screen readers when a sign-up that was waiting has been sent; the confirmation then shows without the waiting note.',
      ),
      alreadyJoined: z
        .strictObject({ title: text, body: text })
        .describe(
          'Replaces the form when an email that already joined on this device signs up again. {brand} becomes the brand name.',
        ),
      refused: z
        .strictObject({ title: text, body: text })
        .describe(
          "Shown above the form's button when the sign-up service turned the details down. Say what to do; what was typed stays in the form.",
        ),
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
