import appPreview from 'virtual:content/home/appPreview'
import { fillTemplate } from '@contract/fill-template.ts'
import { Carousel } from '@/components/ui/carousel'
import { PhoneIcon } from '@/components/ui/icons/phone-icon'
import { AppScreenSlide } from './app-screen-slide'
import { SectionIntro } from './section-intro'

/** A first look at the app: its screens as phone mocks in a looping carousel. */
export function AppPreviewSection() {
  return (
    <section
      aria-labelledby="app-preview-title"
      className="bg-gradient-to-b from-cream via-sand-50 to-cream pt-20 pb-12 sm:pt-28 sm:pb-16"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionIntro
          id="app-preview-title"
          eyebrow={appPreview.eyebrow}
          title={appPreview.title}
          body={appPreview.body}
          align="center"
        />
        <p className="mt-7 flex justify-center">
          {/* A note, not an action: plain text, nothing that looks pressable. */}
          <span className="inline-flex items-center gap-2 text-sm font-medium text-sage-800">
            <PhoneIcon className="size-4 text-sage-500" />
            {appPreview.comingSoon}
          </span>
        </p>
        {/* On phones the slides run to the screen's edges, so the neighbours peek in. */}
        <Carousel
          className="mt-8 -mx-5 sm:-mx-8 sm:mt-12 md:mx-0"
          perView={{ base: 'peek', md: 2, lg: 3 }}
          labels={{
            carousel: appPreview.carouselLabel,
            previous: appPreview.previousSlide,
            next: appPreview.nextSlide,
            slide: (current, total) => fillTemplate(appPreview.slideLabel, { current, total }),
            goTo: (number) => fillTemplate(appPreview.goToSlide, { number }),
          }}
          slides={appPreview.screens.map((screen) => ({
            key: screen.title,
            content: <AppScreenSlide screen={screen} time={appPreview.phoneTime} />,
          }))}
        />
      </div>
    </section>
  )
}
