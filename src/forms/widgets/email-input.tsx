import emailSuggestion from 'virtual:content/messages/emailSuggestion'
import emailSuggestionKeep from 'virtual:content/messages/emailSuggestionKeep'
import emailSuggestionUse from 'virtual:content/messages/emailSuggestionUse'
import { fillTemplate } from '@contract/fill-template.ts'
import { useEffect, useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { WidgetProps } from '../widget-props'
import { TextInput } from './text-input'

type SuggestEmail = (email: string) => string | undefined

/** An address with a domain that has a dot: the only kind a suggestion holds back. */
const COMPLETE_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** A suggestion on screen: for which typed address, and whether a submit waits on the choice. */
type Suggestion = { typed: string; meant: string; heldSubmit: boolean }

/**
 * An email field: its typing box, and in the field's message line one calm line when the address
 * looks like a typo of a common domain ("Did you mean jamie@gmail.com?" with "Use gmail.com" and
 * "Keep mine"). It speaks once the visitor leaves the field (while typing, half an address looks
 * like a typo), and a submit with a likely typo waits for the choice: nothing is sent before it.
 * The check's code loads when the field is first typed in, never with the page (decision 0018).
 */
export function EmailInput(props: WidgetProps) {
  const { ids, registration, replaceValue, showNote } = props
  const checker = useRef<Promise<SuggestEmail | undefined>>(undefined)
  const [suggestion, setSuggestion] = useState<Suggestion>()
  /** The address the visitor chose to keep as typed. */
  const kept = useRef<string>(undefined)

  /**
   * The checker once its download has settled: a submit is then checked at once. `null` when the
   * code could not come (offline): there is nothing to check with, and the form sends as typed.
   */
  const settled = useRef<SuggestEmail | null>(undefined)
  /** A submit let through after waiting for the checker's code, which it found nothing in. */
  const letThrough = useRef(false)

  function loadChecker() {
    checker.current ??= import('../email-typo').then(
      (module) => {
        settled.current = module.likelyMeantEmail
        return module.likelyMeantEmail
      },
      // Offline before it arrived: no suggestion, and the field works as ever.
      () => {
        settled.current = null
        return undefined
      },
    )
    return checker.current
  }

  function suggestionFor(typed: string, suggest: SuggestEmail | undefined, heldSubmit: boolean) {
    const meant = typed === kept.current ? undefined : suggest?.(typed)
    return meant ? { typed, meant, heldSubmit } : undefined
  }

  async function suggestFor(typed: string, heldSubmit: boolean) {
    setSuggestion(suggestionFor(typed, await loadChecker(), heldSubmit))
  }

  const input = () => document.getElementById(ids.control)
  // A submit with a likely typo is held here, before the form's own handler hears of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listener reads refs and setters.
  useEffect(() => {
    const field = input()
    const form = field instanceof HTMLInputElement ? field.form : null
    if (!form || !(field instanceof HTMLInputElement)) return
    const hold = (event: SubmitEvent) => {
      const typed = field.value.trim()
      // An address the form refuses anyway (no dot in its domain) hears the form's own message.
      if (!COMPLETE_ADDRESS.test(typed) || letThrough.current || settled.current === null) return
      const held = suggestionFor(typed, settled.current, true)
      if (settled.current && !held) return
      event.preventDefault()
      event.stopPropagation()
      if (held) {
        setSuggestion(held)
        field.focus()
        return
      }
      // Sent while the check's code is on its way (a slow phone): the submit waits for it, then
      // is held with its suggestion or sent as it was. Only a download still on its way is waited
      // for: it settles in a later task, once this submit event is over, whereas a browser ignores
      // a requestSubmit made while a submit event is still being dispatched.
      void loadChecker().then((suggest) => {
        const late = suggestionFor(typed, suggest, true)
        if (late) {
          setSuggestion(late)
          field.focus()
          return
        }
        letThrough.current = true
        form.requestSubmit()
        letThrough.current = false
      })
    }
    form.addEventListener('submit', hold)
    return () => form.removeEventListener('submit', hold)
  }, [ids.control])

  function choose(
    email: string,
    { replace, submitAfter }: { replace: boolean; submitAfter: boolean },
  ) {
    kept.current = email
    if (replace) replaceValue(email)
    setSuggestion(undefined)
    const field = input()
    if (!(field instanceof HTMLInputElement)) return
    field.focus()
    if (submitAfter) field.form?.requestSubmit()
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: choose reads refs and stable setters.
  useEffect(() => {
    showNote(
      suggestion && (
        <SuggestionLine
          email={suggestion.meant}
          onUse={() =>
            choose(suggestion.meant, { replace: true, submitAfter: suggestion.heldSubmit })
          }
          onKeep={() =>
            choose(suggestion.typed, { replace: false, submitAfter: suggestion.heldSubmit })
          }
        />
      ),
    )
  }, [suggestion, showNote])

  const watched: UseFormRegisterReturn = {
    ...registration,
    onChange: (event) => {
      const typed = event.target instanceof HTMLInputElement ? event.target.value.trim() : ''
      if (suggestion) void suggestFor(typed, false)
      else void loadChecker()
      return registration.onChange(event)
    },
    onBlur: (event) => {
      if (event.target instanceof HTMLInputElement)
        void suggestFor(event.target.value.trim(), suggestion?.heldSubmit ?? false)
      return registration.onBlur(event)
    },
  }

  return <TextInput {...props} registration={watched} />
}

type SuggestionLineProps = { email: string; onUse: () => void; onKeep: () => void }

const choiceClasses =
  'inline-flex min-h-6 cursor-pointer items-center rounded-sm font-semibold text-sage-800 underline underline-offset-2 hover:text-sage-900'

/** "Did you mean {email}?" from content, then "Use {domain}" and "Keep mine". */
function SuggestionLine({ email, onUse, onKeep }: SuggestionLineProps) {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  return (
    <span className="flex flex-wrap items-center gap-x-3 font-normal text-ink-soft">
      <span className="break-all">{fillTemplate(emailSuggestion, { email })}</span>
      <button type="button" onClick={onUse} className={choiceClasses}>
        {fillTemplate(emailSuggestionUse, { domain })}
      </button>
      <button type="button" onClick={onKeep} className={choiceClasses}>
        {emailSuggestionKeep}
      </button>
    </span>
  )
}
