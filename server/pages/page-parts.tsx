import type { InputHTMLAttributes, ReactNode } from 'react'

// The site's looks for buttons and fields (src/components/ui/button-link.ts,
// src/forms/widgets/control-classes.ts), as classes of its own stylesheet.
const BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border px-6 py-3 text-center text-base font-semibold transition-colors duration-150'
export const PRIMARY_BUTTON = `${BUTTON} border-transparent bg-sage-700 text-white shadow-soft hover:bg-sage-800`
export const SECONDARY_BUTTON = `${BUTTON} border-sage-700/25 bg-white text-sage-800 hover:border-sage-700/50 hover:bg-sage-50`
export const CONTROL =
  'block w-full min-h-12 rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink hover:border-sage-500 focus:border-sage-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft/40'
export const TEXT_LINK =
  'font-semibold text-sage-800 underline decoration-sage-700/40 underline-offset-4 hover:decoration-sage-700'

/** The white card a visitor's page stands on. */
export function Card({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card bg-white px-6 py-8 shadow-soft sm:px-10 sm:py-10">{children}</div>
  )
}

/** A page's heading and the sentence under it. */
export function PageHeading({ title, body }: { title: string; body?: string }) {
  return (
    <>
      <h1 className="font-display text-3xl leading-tight font-medium text-balance text-ink sm:text-4xl">
        {title}
      </h1>
      {body && <p className="mt-4 text-lg leading-relaxed text-ink-soft">{body}</p>}
    </>
  )
}

/** A link home under the card. */
export function HomeLink({ children }: { children: string }) {
  return (
    <p className="mt-8 text-center">
      <a href="/" className={TEXT_LINK}>
        {children}
      </a>
    </p>
  )
}

/**
 * A form of one field and its button, posted to `action`: the expired link's new-link form, the
 * owner's sign-in. `problem`, when given, is said under the field and marks it invalid.
 */
export function OneFieldForm(props: {
  action: string
  label: string
  field: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }
  button: string
  problem?: string
  /** Fields the visitor does not see, sent with the form (e.g. filled by the page's script). */
  hidden?: ReactNode
}) {
  const { action, label, field, button, problem, hidden } = props
  const problemId = `${field.id}-error`
  return (
    <form method="post" action={action} className="mt-8 grid gap-4">
      {hidden}
      <div>
        <label htmlFor={field.id} className="block font-semibold text-ink">
          {label}
        </label>
        <input
          required
          {...field}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={`${CONTROL} mt-2`}
        />
        {problem && (
          <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-danger">
            {problem}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
          {button}
        </button>
      </div>
    </form>
  )
}
