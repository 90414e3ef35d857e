type ReasonLineProps = { heading: string; intro: string; reasons: string[] }

const joinReasons = new Intl.ListFormat('en', { type: 'conjunction' })

/**
 * "Because you want to relax and unwind, carry mild pain or tension now and then, and like light,
 * gentle pressure."; on a shared result "They said they want…".
 */
export function ReasonLine({ heading, intro, reasons }: ReasonLineProps) {
  return (
    <div className="mt-6 rounded-2xl border border-sage-200 bg-sage-50 px-5 py-4">
      <h3 className="font-sans text-sm font-semibold tracking-widest text-sage-800 uppercase">
        {heading}
      </h3>
      <p className="mt-1.5 leading-relaxed text-ink">
        {intro} {joinReasons.format(reasons)}.
      </p>
    </div>
  )
}
