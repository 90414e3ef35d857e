import result from 'virtual:content/quiz/result'
import type { Recommendation } from '@schemas/recommendations.schema.ts'

/** What a session of the massage is like: its length, pressure and typical price, as content says. */
export function SessionFacts({ session }: { session: Recommendation['session'] }) {
  const facts = [
    [result.sessionLength, session.length],
    [result.sessionPressure, session.pressure],
    [result.sessionPrice, session.price],
  ] as const
  return (
    <>
      <h3 className="mt-8 font-sans text-sm font-semibold tracking-widest text-ink-soft uppercase">
        {result.sessionHeading}
      </h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white px-4 py-3.5 shadow-soft">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
