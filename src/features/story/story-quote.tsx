/** A pull quote: a line from the story set large, between hairlines, with a quiet quote mark. */
export function StoryQuote({ text }: { text: string }) {
  return (
    <figure className="relative my-12 border-y border-sand-200 py-9 sm:my-16 sm:py-11 lg:-mx-12 lg:px-12">
      <QuoteMark />
      <blockquote>
        <p className="font-display text-[1.5rem] leading-snug font-medium text-sage-800 sm:text-[1.875rem]">
          {text}
        </p>
      </blockquote>
    </figure>
  )
}

function QuoteMark() {
  return (
    <svg
      viewBox="0 0 40 32"
      aria-hidden="true"
      focusable="false"
      className="absolute -top-4 -left-1 h-8 w-10 bg-cream px-1 text-clay-300 lg:left-11"
    >
      <path
        fill="currentColor"
        d="M0 32V19C0 8.7 5.3 2.3 16 0l1.6 4.2C11.8 6.1 8.8 9.5 8.4 14.5H16V32H0Zm22 0V19C22 8.7 27.3 2.3 38 0l1.6 4.2c-5.8 1.9-8.8 5.3-9.2 10.3H38V32H22Z"
      />
    </svg>
  )
}
