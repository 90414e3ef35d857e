import values from 'virtual:content/home/values'
import type { ValueCard } from '@schemas/home.schema.ts'
import { cn } from '@/lib/cn'
import { SectionIntro } from './section-intro'
import { ValueIcon } from './value-icon'

const ICON_WELL: Record<ValueCard['icon'], string> = {
  match: 'bg-clay-100',
  learn: 'bg-sage-50',
  trust: 'bg-sand-100',
}

/** Three reasons to trust Restwell, as cards with drawn icons. */
export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="pt-12 pb-20 sm:pt-16 sm:pb-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionIntro
          id="values-title"
          eyebrow={values.eyebrow}
          title={values.title}
          align="center"
        />
        <ul className="mt-12 grid gap-5 sm:mt-14 lg:grid-cols-3 lg:gap-7">
          {values.cards.map((card) => (
            <li
              key={card.icon}
              className="rounded-card bg-white p-7 shadow-soft ring-1 ring-sand-200/70 sm:flex sm:gap-7 sm:p-8 lg:block"
            >
              <span
                className={cn(
                  'grid size-16 shrink-0 place-items-center rounded-2xl',
                  ICON_WELL[card.icon],
                )}
              >
                <ValueIcon icon={card.icon} className="size-12" />
              </span>
              <div>
                <h3 className="mt-7 text-[1.375rem] leading-snug text-ink sm:mt-1 lg:mt-7">
                  {card.title}
                </h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{card.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
