type ReasonLineProps = { heading: string; intro: string; reasons: string[] }

const joinReasons = new Intl.ListFormat('en', { type: 'conjunction' })

/** "Because you want relief from pain or soreness and are carrying severe pain or tension." */
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
