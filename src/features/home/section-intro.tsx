import { cn } from '@/lib/cn'

type SectionIntroProps = {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string
  eyebrow?: string
  title: string
  body?: string
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
  className?: string
}

/** Eyebrow, h2 and lead paragraph: how every home section introduces itself. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  body,
  align = 'start',
  tone = 'light',
  className,
}: SectionIntroProps) {
  const dark = tone === 'dark'
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2
        id={id}
        className={cn(
          'mt-4 text-[2rem] leading-[1.12] sm:text-[2.5rem]',
          dark ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {body && (
        <p
          className={cn(
            'mt-5 text-lg leading-relaxed',
            dark ? 'text-sage-100' : 'text-ink-soft',
            align === 'center' && 'mx-auto max-w-xl',
          )}
        >
          {body}
        </p>
      )}
    </div>
  )
}

export function Eyebrow({
  children,
  tone = 'light',
}: {
  children: string
  tone?: 'light' | 'dark'
}) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2.5 text-[0.8125rem] font-semibold tracking-[0.16em] uppercase',
        tone === 'dark' ? 'text-clay-300' : 'text-clay-700',
      )}
    >
      <span aria-hidden="true" className="h-px w-6 bg-current opacity-60" />
      {children}
    </p>
  )
}
