import mission from 'virtual:content/home/mission'
import { Link } from '@tanstack/react-router'
import { ContentImage } from '@/components/ui/content-image'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'
import { SectionIntro } from './section-intro'

/** Why Restwell exists, beside a still life of warm stones, with the way to the full story. */
export function MissionSection() {
  return (
    <section aria-labelledby="mission-title" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 sm:px-8 md:grid-cols-2 lg:gap-20">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 rounded-[2rem] bg-sage-100 sm:translate-x-5 sm:translate-y-5"
          />
          <ContentImage image={mission.image} className="relative rounded-[2rem] shadow-soft" />
        </div>
        <div>
          <SectionIntro id="mission-title" eyebrow={mission.eyebrow} title={mission.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Link
            to="/our-story"
            className="group mt-8 inline-flex items-center gap-2 rounded-full py-2 text-lg font-semibold text-sage-800 underline decoration-sage-200 decoration-2 underline-offset-[6px] transition-colors hover:decoration-sage-700"
          >
            {mission.link}
            <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </section>
  )
}
