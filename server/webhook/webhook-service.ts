import type { Content } from '../../schemas/content-files.ts'
import type { WebhookTarget } from '../config.ts'
import type { WaitlistDatabase } from '../db/database.ts'
import type { ConfirmationFollowUp } from '../waitlist/signup-store.ts'
import { confirmedEventOf } from './confirmed-event.ts'
import { queueDelivery, type SenderOptions, webhookSender } from './webhook-deliveries.ts'

export type WebhookSetting = SenderOptions & {
  db: WaitlistDatabase
  /** WAITLIST_WEBHOOK_URL and WAITLIST_WEBHOOK_SECRET. */
  target: WebhookTarget
  /** The content as it is now: a quiz match's name. */
  content: () => Content
}

/**
 * The owner's webhook, assembled from its settings: what a first confirmation writes (the
 * `waitlist.signup.confirmed` event, in the confirmation's transaction), and the sender that
 * delivers it.
 */
export function webhookService(setting: WebhookSetting) {
  const { db, target, now = () => new Date() } = setting
  const sender = webhookSender(db.kysely, target, setting)
  const massageName = (key: string) =>
    setting.content().recommendations.recommendations.find((massage) => massage.key === key)?.name
  let wake = () => {}
  const onConfirmed: ConfirmationFollowUp = {
    async write(tx, row) {
      const { event, signup } = confirmedEventOf(row, massageName)
      await queueDelivery(
        tx,
        {
          cause: `confirmed:${signup.idempotency_key}`,
          eventType: event.type,
          email: signup.email,
          body: JSON.stringify(event),
        },
        now(),
      )
    },
    written: () => wake(),
  }
  return {
    sender,
    onConfirmed,
    /** Delivers due events every few seconds, and at once when one is written. */
    startSending(everyMs = 5000) {
      const running = sender.start(everyMs)
      wake = running.wake
      return running
    },
    /** One line for the start-up message: where events go (the origin only: the path may be a secret). */
    describe: `each confirmed sign-up is posted, signed, to ${new URL(target.url).origin}`,
  }
}

export type WebhookService = ReturnType<typeof webhookService>
