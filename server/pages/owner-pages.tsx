import type { ReactNode } from 'react'
import { pageAssets } from '#server/page-assets'
import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { ZONE_FIELD } from '../admin/owner-time-zone.ts'
import { ADMIN_PATH, ADMIN_SIGN_IN_PATH } from '../paths.ts'
import { PageLayout } from './page-layout.tsx'
import { Card, OneFieldForm, PageHeading, TEXT_LINK } from './page-parts.tsx'
import { renderPage } from './render-page.ts'

const copy = ADMIN_COPY

/** A page of the owner's: the brand's header, one card. */
function ownerPage(brand: string, title: string, card: ReactNode, scripts?: string[]): string {
  return renderPage(
    <PageLayout title={title} chrome={{ brand }} scripts={scripts}>
      <Card>{card}</Card>
    </PageLayout>,
  )
}

/**
 * The sign-in page: one password field; `problem` says why it is shown again. Its script puts
 * the browser's time zone in a hidden field, for the dashboard's days (owner-time-zone.ts).
 */
export function signInPage(brand: string, problem?: string): string {
  const text = copy.signIn
  return ownerPage(
    brand,
    text.title,
    <>
      <PageHeading title={text.title} body={text.intro} />
      <OneFieldForm
        action={ADMIN_SIGN_IN_PATH}
        label={text.label}
        field={{
          id: 'admin-token',
          type: 'password',
          name: 'token',
          autoComplete: 'current-password',
          maxLength: 1000,
        }}
        button={text.button}
        problem={problem}
        hidden={<input type="hidden" name={ZONE_FIELD} data-time-zone="" />}
      />
    </>,
    [pageAssets().scripts.ownerTimeZone],
  )
}

/** The answer to a sign-in or sign-out another site's page sent: nothing done. */
export function notOurPagePage(brand: string): string {
  const text = copy.notOurPage
  return ownerPage(
    brand,
    text.title,
    <>
      <PageHeading title={text.title} body={text.body} />
      <p className="mt-6">
        <a href={ADMIN_PATH} className={TEXT_LINK}>
          {text.link}
        </a>
      </p>
    </>,
  )
}

/** The answer past the limit of wrong tokens: when the owner may try again. */
export function tooManyTriesPage(brand: string, now: Date, retryAfterSeconds: number): string {
  const text = copy.tooManyTries
  const retryAt = new Date(now.getTime() + retryAfterSeconds * 1000)
  return ownerPage(
    brand,
    text.title,
    <PageHeading title={text.title} body={text.body(retryAt, Math.ceil(retryAfterSeconds / 60))} />,
  )
}
