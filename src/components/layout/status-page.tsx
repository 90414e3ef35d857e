import type { ReactNode } from 'react'

type StatusPageProps = {
  title: string
  body: string
  /** One more line under the body, e.g. what to do next. */
  note?: string
  code?: string
  detail?: string
  children: ReactNode
}

/** The calm full-page message behind 404 and error views. */
export function StatusPage({ title, body, note, code, detail, children }: StatusPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center sm:py-32">
      {code && (
        <p aria-hidden="true" className="font-display text-7xl font-medium text-sage-500">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">{body}</p>
      {note && <p className="mt-4 text-lg leading-relaxed text-ink">{note}</p>}
      {detail && (
        <p className="mt-5 max-w-full rounded-xl bg-sand-100 px-4 py-3 font-mono text-sm break-words text-ink-soft">
          {detail}
        </p>
      )}
      <div className="mt-9 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  )
}
