import { CheckIcon } from '@/components/ui/icons/check-icon'

/** Short lines, each on a soft card with a tick: a massage's benefits. */
function TickList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-2xl bg-white px-4 py-3.5 shadow-soft"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-sage-100 text-sage-800"
          >
            <CheckIcon />
          </span>
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  )
}

type MassageBenefitsProps = { heading: string; level: 'h2' | 'h3'; items: readonly string[] }

/**
 * A massage's benefits under a small sans-serif heading, on the quiz result and on the massage's
 * own page (match-page.tsx): a feature's part, so it loads with them, never with a page's start.
 */
export function MassageBenefits({ heading, level: Heading, items }: MassageBenefitsProps) {
  return (
    <>
      <Heading className="mt-8 font-sans text-sm font-semibold tracking-widest text-ink-soft uppercase">
        {heading}
      </Heading>
      <TickList items={items} />
    </>
  )
}
