import waitlist from 'virtual:content/forms/waitlist'
import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { type FormValues, isEmptyValue } from '@contract/field-value.ts'
import { fillTemplate } from '@contract/fill-template.ts'
import { PRIVACY_PATH } from '@contract/site-paths.ts'
import { missesRequiredValue } from '@contract/values-schema.ts'
import { waitlistSignup } from '@schemas/waitlist.schema.ts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { MessageToaster } from '@/components/ui/message-toaster'
import type { ToastMessage } from '@/components/ui/toast-message'
import { preloadToasts, useDismissToast, useToast } from '@/components/ui/toaster'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'
import { QueryProvider } from '@/lib/query-provider'
import {
  forgetHandoff,
  handedOverEmail,
  handedOverMatch,
  takeFocusRequest,
} from '@/lib/waitlist-handoff'
import { DeliveryNote } from './delivery-note'
import { KEEPS_EARLY_SIGNUP, KEPT_SIGNUP } from './early-signup'
import { forgetJoinedAddress, rememberJoinedAddress } from './joined-address'
import { KeptOfflineNote } from './kept-offline-note'
import { MatchNote } from './match-note'
import { PeopleWaiting } from './people-waiting'
import { ReferralLink } from './referral-link'
import { RefusedNotice } from './refused-notice'
import { RememberedSignup } from './remembered-signup'
import { useSignupDelivery } from './signup-delivery'
import { pageSignupMemory, useRememberedSignup } from './signup-memory'
import { HoneypotField, useSpamSignals } from './spam-signals'
import { currentVisitSource } from './visit-source'
import { WaitlistConfirmation } from './waitlist-confirmation'
import type { DeliveryResult, Signup, WaitlistOutbox } from './waitlist-outbox'

const brandName = { brand: brand.name }
/**
 * With the site's own endpoint (a path on this origin), the form also works without JavaScript:
 * it posts itself there, and the server answers with the thank-you page.
 */
const endpoint = import.meta.env.WAITLIST_ENDPOINT
const nativeAction = endpoint.startsWith('/') ? endpoint : undefined
const copy = waitlistMessages
/** SPEC.md's toast for a submit with a required field empty. */
const MISSING_FIELDS: ToastMessage = { ...copy.missingFields, variant: 'destructive' }

/** What the visitor sees: the form (told if the service refused it), or the outcome of a sign-up. */
type View =
  | { name: 'form'; refused: boolean }
  | {
      name: 'joined'
      key?: string
      /** The address it signed up, as typed (trimmed): the inbox to check. */
      email: string
      waiting: boolean
      waited: boolean
      /** The endpoint does not take one of the form's fields yet: it goes again later. */
      postponed?: true
    }
  | { name: 'already' }

type LoadOutbox = () => Promise<WaitlistOutbox>

/** The page's outbox, its code fetched as the form starts (so a sign-up can be sent offline). */
const pageOutbox: LoadOutbox = () => import('./delivery').then((module) => module.waitlistOutbox())

type WaitlistFormProps = {
  /** Where sign-ups go; the page's outbox unless a test gives another. */
  outbox?: LoadOutbox
}

/**
 * The sign-up form, with the data client its delivery uses and the toasts it shows: they load
 * with the form, which is the only part of the site that needs them.
 */
export function WaitlistForm(props: WaitlistFormProps) {
  return (
    <QueryProvider>
      <MessageToaster>
        <SignupForm {...props} />
      </MessageToaster>
    </QueryProvider>
  )
}

function SignupForm({ outbox = pageOutbox }: WaitlistFormProps) {
  const definition = waitlist
  // Joining from a quiz result: the email given there is already filled in.
  const form = useDefinitionForm(definition, { email: handedOverEmail() })
  const showToast = useToast()
  const dismissToast = useDismissToast()
  // The toast about empty fields leaves once none is empty, whatever else is still to fix.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (!missesRequiredValue(definition, form.getValues())) dismissToast(MISSING_FIELDS)
    })
    return () => subscription.unsubscribe()
  }, [form, dismissToast])
  const [view, setView] = useState<View>({ name: 'form', refused: false })
  // Joining from a quiz result: the match goes with the sign-up, and the form says so.
  const [match] = useState(handedOverMatch)
  const formAreaRef = useRef<HTMLDivElement>(null)
  const spam = useSpamSignals(formAreaRef)
  useEffect(() => {
    preloadToasts()
    outbox().catch(() => {
      // Offline already: a submit tries again, and says so if it cannot.
    })
  }, [outbox])
  // The visible sign-up's sends: this form's own mutation (the outbox keeps it first).
  const delivery = useSignupDelivery()
  const lost = useCallback(() => {
    setView({ name: 'form', refused: false })
    showToast({ ...copy.failed, variant: 'destructive' })
  }, [showToast])
  useOutcomeOfWaitingSignup(view, setView, outbox, lost)
  const remembered = useRememberedSignup()
  /** "Not you?" was pressed: the form comes back, and the visitor's focus goes to its first field. */
  const [notYou, setNotYou] = useState(false)

  /**
   * The sign-up is on its way: the confirmation card says so, and no toast says it again
   * (decision 0067). `welcomed`: the card showed already, when the keeper kept it.
   */
  function confirmJoined(
    email: string,
    key: string | undefined,
    waiting: boolean,
    { postponed, welcomed = false }: { postponed?: true; welcomed?: boolean } = {},
  ) {
    forgetHandoff()
    rememberJoinedAddress(email)
    setView({ name: 'joined', key, email, waiting, waited: waiting || welcomed, postponed })
  }

  // A sign-up the early-input script kept before this code arrived (early-signup.ts) shows joined
  // at once, on its way; the outbox takes it over and sends it (or, where it could not be kept,
  // this form sends what was typed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form first runs.
  useEffect(() => {
    const key = formAreaRef.current?.querySelector('form')?.getAttribute(KEPT_SIGNUP)
    if (!key) return
    const typed = form.getValues('email')
    confirmJoined(typeof typed === 'string' ? typed.trim() : '', undefined, true)
    void join(form.getValues(), key)
  }, [])

  /** Sends the sign-up through the outbox: a new one, or the one the early-input script `kept`. */
  async function join(values: FormValues, kept?: string) {
    const signup = waitlistSignup.safeParse(values)
    if (!signup.success) return lost()
    if (!kept) setView({ name: 'form', refused: false })
    const details: Signup = {
      fields: values,
      email: signup.data.email,
      source: currentVisitSource(),
      spam: spam.flags(),
      match: match?.key,
    }
    const outcome = await outbox()
      .then((box) => (kept ? box.adopt(kept, details, delivery) : box.submit(details, delivery)))
      .catch(() => ({ kind: 'failed' as const }))
    if (outcome.kind === 'failed') return lost()
    if (outcome.kind === 'already') return setView({ name: 'already' })
    if (outcome.kind === 'refused') return setView({ name: 'form', refused: true })
    const email = signup.data.email
    const welcomed = kept !== undefined
    if (outcome.kind === 'postponed')
      return confirmJoined(email, outcome.key, true, { postponed: true, welcomed })
    const recorded = outcome.kind === 'recorded' ? outcome : undefined
    confirmJoined(email, recorded?.key, recorded?.waiting ?? false, { welcomed })
  }

  useEffect(() => {
    if (view.name === 'form' && view.refused) form.setFocus('email')
  }, [view, form])
  useEffect(() => {
    if (!notYou || remembered) return
    setNotYou(false)
    form.setFocus(definition.fields[0]?.name ?? 'email')
  }, [notYou, remembered, form])
  useEffect(() => {
    if (!takeFocusRequest()) return
    const firstEmpty = definition.fields.find((field) => isEmptyValue(form.getValues(field.name)))
    if (firstEmpty) form.setFocus(firstEmpty.name)
  }, [form])

  if (view.name === 'already') {
    return (
      <WaitlistConfirmation
        title={fillTemplate(copy.alreadyJoined.title, brandName)}
        body={fillTemplate(copy.alreadyJoined.body, brandName)}
      />
    )
  }
  if (view.name === 'joined') {
    return (
      <WaitlistConfirmation
        title={fillTemplate(copy.confirmation.title, brandName)}
        body={fillTemplate(copy.confirmation.body, brandName)}
      >
        {/* Only the site's own server emails the address, and only once the sign-up reached it. */}
        {nativeAction && !view.waiting && (
          <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink">
            {fillTemplate(copy.checkInbox, { ...brandName, email: view.email })}
          </p>
        )}
        {view.waited && (
          <DeliveryNote
            waiting={view.waiting}
            offline={view.postponed ? copy.postponed : copy.pending}
            online={view.postponed ? copy.postponed : copy.sending}
            sent={copy.sent}
          />
        )}
        {/* The sign-up's personal link, once the endpoint gave one (it was delivered). */}
        {remembered?.referralLink && <ReferralLink link={remembered.referralLink} />}
      </WaitlistConfirmation>
    )
  }
  // A browser that joined before sees so, not a blank form; never while this form is sending.
  // The form stays in the page, hidden: what it holds, and when it was first seen, stay too.
  const onTheList =
    view.name === 'form' && !view.refused && !form.formState.isSubmitting && remembered
  return (
    <>
      {onTheList && (
        <RememberedSignup
          referralLink={remembered.referralLink}
          onNotYou={() => {
            setNotYou(true)
            pageSignupMemory().forget()
            forgetJoinedAddress()
          }}
        />
      )}
      <div ref={formAreaRef} hidden={Boolean(onTheList)}>
        <DefinedForm
          definition={definition}
          form={form}
          onValid={(values) => join(values)}
          action={nativeAction}
          marks={{ [KEEPS_EARLY_SIGNUP]: '' }}
          onInvalid={() => {
            // The product's toast is about empty fields; a mistyped email has its message by the field.
            if (missesRequiredValue(definition, form.getValues())) showToast(MISSING_FIELDS)
            else dismissToast(MISSING_FIELDS)
          }}
          className="grid gap-1"
        >
          <HoneypotField inputRef={spam.honeypotRef} />
          {match && <MatchNote text={fillTemplate(copy.matchNote, { match: match.name })} />}
          {view.refused && <RefusedNotice title={copy.refused.title} body={copy.refused.body} />}
          {/* Without JavaScript the form posts itself only to the site's own endpoint. */}
          {!nativeAction && (
            <p className="hidden text-ink-soft without-scripting">{copy.needsJavaScript}</p>
          )}
          <SubmitButton
            control={form.control}
            label={definition.submit}
            pendingLabel={definition.submitting}
            className={nativeAction ? 'mt-2 w-full' : 'mt-2 w-full needs-scripting'}
          />
          <PeopleWaiting />
          <p className="mt-1 text-center text-sm">
            <a
              href={PRIVACY_PATH}
              className="inline-flex min-h-11 items-center rounded-sm px-1 text-ink-soft underline underline-offset-2 hover:text-ink"
            >
              {copy.privacyLink}
            </a>
          </p>
          <KeptOfflineNote text={copy.keptOffline} />
        </DefinedForm>
      </div>
    </>
  )
}

/**
 * While a confirmed sign-up still waits to be sent, hears how its delivery ends: sent, the
 * confirmation loses its waiting note; refused, the form comes back (as it was) to be corrected.
 */
function useOutcomeOfWaitingSignup(
  view: View,
  setView: (view: View) => void,
  outbox: LoadOutbox,
  /** Neither kept on this device nor delivered: the form comes back, and says it did not go. */
  lost: () => void,
) {
  useEffect(() => {
    if (view.name !== 'joined' || !view.waiting || !view.key) return
    const key = view.key
    let listening = true
    let stopListening = () => {}
    const settle = (result: DeliveryResult) => {
      if (!listening) return
      if (result === 'delivered') setView({ ...view, waiting: false })
      if (result === 'refused') setView({ name: 'form', refused: true })
    }
    void outbox().then((box) => {
      stopListening = box.onResult((settled, result) => {
        if (settled === key) settle(result)
      })
      // It may have settled before this listened.
      void box.statusOf(key).then((status) => {
        if (status === 'pending') return
        if (!listening) return
        if (status === 'unknown') return lost()
        settle(status === 'needs-attention' ? 'refused' : status)
      })
    })
    return () => {
      listening = false
      stopListening()
    }
  }, [view, setView, outbox, lost])
}
