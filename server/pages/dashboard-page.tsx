import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { pageAssets } from '#server/page-assets'
import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { ownerZoneOf, timeIn } from '../admin/owner-time-zone.ts'
import { ADMIN_EXPORT_PATH, ADMIN_PANELS_PATH, ADMIN_SIGN_OUT_PATH } from '../paths.ts'
import { Matches, Sources, UserTypes } from './dashboard-breakdowns.tsx'
import { Funnel } from './dashboard-funnel.tsx'
import { FailedDeliveries, Flagged, Newest, TopReferrers } from './dashboard-lists.tsx'
import { Days, HeldMail, NOTE, type SectionProps, Totals } from './dashboard-sections.tsx'
import { PageLayout } from './page-layout.tsx'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './page-parts.tsx'
import { renderPage } from './render-page.ts'

const copy = ADMIN_COPY

/** The header a refresh by the page's own script carries: it does not keep a session alive. */
export const REFRESH_HEADER = 'x-dashboard-refresh'
/** How often the open dashboard fetches its panels again. */
export const REFRESH_MS = 60_000

/**
 * The dashboard's sections, top to bottom; a row of several shares the width. A new section is
 * one line here: a component given the stats and the content's names.
 */
const SECTIONS: readonly (readonly ((props: SectionProps) => ReactNode)[])[] = [
  [HeldMail],
  [Totals],
  [Funnel],
  [Days],
  [Sources, Matches, UserTypes],
  // Names and addresses need the page's width: beside the breakdowns they were cut off (issue 46).
  [TopReferrers],
  [Newest],
  [Flagged],
  [FailedDeliveries],
]

function Panels(props: SectionProps) {
  return (
    <>
      <p id="zone-note" className={NOTE}>
        {copy.updated(timeIn(new Date(props.stats.generatedAt), props.stats.timeZone))}{' '}
        {copy.zone(props.zone ?? ownerZoneOf(undefined))}
      </p>
      {SECTIONS.map((row) =>
        row.length === 1 ? (
          row.map((Section) => <Section key={Section.name} {...props} />)
        ) : (
          <div
            key={row.map((Section) => Section.name).join()}
            className="grid grid-cols-[repeat(auto-fit,minmax(min(20rem,100%),1fr))] gap-5"
          >
            {row.map((Section) => (
              <Section key={Section.name} {...props} />
            ))}
          </div>
        ),
      )}
    </>
  )
}

/** The dashboard's panels: what the page shows, and what its script fetches again each minute. */
export function dashboardPanels(props: SectionProps): string {
  return renderToStaticMarkup(<Panels {...props} />)
}

/** The whole dashboard page, for a signed-in owner. */
export function dashboardPage(props: SectionProps, brand: string): string {
  return renderPage(
    <PageLayout
      title={copy.title}
      chrome={{ brand }}
      width="wide"
      scripts={[pageAssets().scripts.dashboardRefresh]}
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h1 className="font-display text-3xl font-medium">{copy.title}</h1>
        <nav aria-label={copy.title} className="flex flex-wrap items-center gap-3">
          <a className={`${SECONDARY_BUTTON} min-h-11`} href={ADMIN_EXPORT_PATH} download>
            {copy.download}
          </a>
          <form method="post" action={ADMIN_SIGN_OUT_PATH}>
            <button className={`${PRIMARY_BUTTON} min-h-11`} type="submit">
              {copy.signOut}
            </button>
          </form>
        </nav>
      </div>
      <div
        id="panels"
        className="grid grid-cols-[minmax(0,1fr)] gap-5"
        data-refresh-from={ADMIN_PANELS_PATH}
        data-refresh-header={REFRESH_HEADER}
        data-refresh-every-ms={REFRESH_MS}
      >
        <Panels {...props} />
      </div>
    </PageLayout>,
  )
}
