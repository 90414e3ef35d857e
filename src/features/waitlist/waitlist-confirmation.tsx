import { type ReactNode, useEffect, useRef } from 'react'

type WaitlistConfirmationProps = {
  title: string
  body: string
  children?: ReactNode
  /** False where nothing the visitor pressed brought it (a later visit's remembered state). */
  takesFocus?: boolean
}

/** Replaces the form after a sign-up; takes focus so nobody is left on a vanished button. */
export function WaitlistConfirmation({
  title,
  body,
  children,
  takesFocus = true,
}: WaitlistConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takesFocus) headingRef.current?.focus()
  }, [takesFocus])
  return (
    <div className="py-6 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-sage-100 text-sage-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl text-ink outline-none">
        {title}
      </h3>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-ink-soft">{body}</p>
      {children}
    </div>
  )
}
