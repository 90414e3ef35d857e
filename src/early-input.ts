// The one script a prerendered page runs before the app's code: scripts/prerender.ts bundles this
// module into a classic script in the page's <head>. It notes where the visit came from, marks
// <html> while the browser is offline, and holds the presses the platform cannot keep for the app
// (docs/decisions/0017): links, native controls and choices need nothing from it.

import { REFERRAL_CODE } from '@contract/referral-code.ts'
import { HONEYPOT_FIELD_NAME, MIN_HUMAN_FILL_MS } from '@schemas/spam-signals.ts'
import {
  type EarlySignupNames,
  KEEPS_EARLY_SIGNUP,
  KEPT_SIGNUP,
  keepEarlySignup,
} from '@/features/waitlist/early-signup'
import { rememberVisitSource, VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { AWAITS_APP, HELD_CLICK, HELD_SUBMIT, OFFLINE } from '@/lib/held-input'

const SIGNUP_NAMES: EarlySignupNames = {
  visitSourceKey: VISIT_SOURCE_KEY,
  honeypotName: HONEYPOT_FIELD_NAME,
  minHumanFillMs: MIN_HUMAN_FILL_MS,
  referralCode: REFERRAL_CODE,
}

const awaitingApp = `[${AWAITS_APP}]`

/** Shows at once that a press counted: the button looks pressed and busy until its code acts. */
function showPressed(button: Element | null | undefined) {
  button?.setAttribute('aria-busy', 'true')
}

function markWhileOffline() {
  const mark = () => document.documentElement.toggleAttribute(OFFLINE, !navigator.onLine)
  mark()
  addEventListener('online', mark)
  addEventListener('offline', mark)
}

/** The submit is the app's to carry out once it runs: it finds it held on the form. */
function holdForTheApp(form: HTMLFormElement) {
  if (form.matches(awaitingApp)) form.setAttribute(HELD_SUBMIT, '')
}

/**
 * A submit of a form waiting for its code goes no further (the app carries it out once, as it
 * runs). The waitlist form's is also kept in the outbox's storage, to be sent even if the app's
 * code never arrives on this visit; where storage turns it down, the app sends it after all.
 */
function holdSubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.matches(awaitingApp)) return
      event.preventDefault()
      event.stopPropagation()
      if (form.hasAttribute(KEPT_SIGNUP)) return
      showPressed(event.submitter)
      const keeping = form.matches(`[${KEEPS_EARLY_SIGNUP}]`)
        ? keepEarlySignup(form, SIGNUP_NAMES)
        : undefined
      if (!keeping) return holdForTheApp(form)
      void keeping.then((kept) => {
        if (kept !== 'not-saved') return
        form.removeAttribute(KEPT_SIGNUP)
        holdForTheApp(form)
      })
    },
    true,
  )
}

/** A choice in a waiting form lets its submit button look pressable (the quiz's Next). */
function enableSubmitOnChoice() {
  document.addEventListener(
    'change',
    (event) => {
      const form = event.target instanceof HTMLInputElement ? event.target.form : null
      if (form?.matches(awaitingApp))
        form.querySelector('[type=submit][aria-disabled=true]')?.removeAttribute('aria-disabled')
    },
    true,
  )
}

/** A click on a button waiting for its code is held on the button, to be clicked again then. */
function holdClicks() {
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element ? event.target.closest('button[type=button]') : null
      if (!button?.closest(awaitingApp)) return
      event.stopPropagation()
      button.setAttribute(HELD_CLICK, '')
      showPressed(button)
    },
    true,
  )
}

rememberVisitSource(VISIT_SOURCE_KEY)
markWhileOffline()
holdSubmits()
enableSubmitOnChoice()
holdClicks()
