import emailSuggestion from 'virtual:content/messages/emailSuggestion'
import { useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { WidgetProps } from '../widget-props'
import { TextInput } from './text-input'

type SuggestEmail = (email: string) => string | undefined

/**
 * An email field: its typing box, and under it one calm line when the address looks like a typo
 * of a common domain ("Did you mean jamie@gmail.com?"), the address a button that puts it in the
 * field. The check's code loads when the field is first typed in, never with the page; it speaks
 * once the visitor leaves the field (while typing, half an address looks like a typo), in a
 * polite live region, and follows what they type while it shows.
 */
export function EmailInput(props: WidgetProps) {
  const { ids, registration, replaceValue } = props
  const checker = useRef<Promise<SuggestEmail | undefined>>(undefined)
  const [suggested, setSuggested] = useState<string>()

  function loadChecker() {
    checker.current ??= import('../email-typo').then(
      (module) => module.likelyMeantEmail,
      // Offline before it arrived: no suggestion, and the field works as ever.
      () => undefined,
    )
    return checker.current
  }

  async function suggestFor(input: unknown) {
    if (!(input instanceof HTMLInputElement)) return
    const suggest = await loadChecker()
    // Read after the wait: the visitor may have typed on.
    setSuggested(suggest?.(input.value))
  }

  const watched: UseFormRegisterReturn = {
    ...registration,
    onChange: (event) => {
      if (suggested) void suggestFor(event.target)
      else void loadChecker()
      return registration.onChange(event)
    },
    onBlur: (event) => {
      void suggestFor(event.target)
      return registration.onBlur(event)
    },
  }

  function accept(email: string) {
    replaceValue(email)
    setSuggested(undefined)
    document.getElementById(ids.control)?.focus()
  }

  return (
    <>
      <TextInput {...props} registration={watched} />
      <div aria-live="polite">
        {suggested && <SuggestionLine email={suggested} onAccept={accept} />}
      </div>
    </>
  )
}

/** "Did you mean {email}?" from content, with the address as the button that accepts it. */
function SuggestionLine({ email, onAccept }: { email: string; onAccept: (email: string) => void }) {
  const [before, ...after] = emailSuggestion.split('{email}')
  return (
    <p className="mt-2 text-sm leading-relaxed text-ink-soft">
      {before}
      <button
        type="button"
        onClick={() => onAccept(email)}
        className="cursor-pointer rounded-sm font-semibold break-all text-sage-800 underline underline-offset-2 hover:text-sage-900"
      >
        {email}
      </button>
      {after.join(email)}
    </p>
  )
}
