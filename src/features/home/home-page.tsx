import site from 'virtual:content/site'

export function HomePage() {
  return (
    <>
      <title>{site.pageTitles.home}</title>
      <section className="mx-auto max-w-6xl px-5 py-20">
        <h1 className="text-5xl">{site.brand.tagline}</h1>
      </section>
      <section id="waitlist" className="mx-auto max-w-6xl px-5 py-[60vh]">
        <h2 className="text-3xl">Waitlist</h2>
      </section>
    </>
  )
}
