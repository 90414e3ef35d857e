import type { FormValues } from '../../contract/field-value.ts'
import { fillTemplate } from '../../contract/fill-template.ts'
import type { Content } from '../../schemas/content-files.ts'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import { WAITLIST_PATH } from '../paths.ts'
import type { FormPostPages, PagedProblem } from '../waitlist/form-post.ts'
import { FormField } from './form-fields.tsx'
import { PageLayout, siteChrome } from './page-layout.tsx'
import { Card, HomeLink, PageHeading, PRIMARY_BUTTON } from './page-parts.tsx'
import { SERVER_PAGE_POLICY } from './page-policy.ts'
import { renderPage } from './render-page.ts'

/**
 * The prerendered thank-you page (src/routes/waitlist/): every sign-up the server takes leads
 * there, new or not, so the answer tells nobody whether an address is on the list (decision 0026).
 */
export const JOINED_PATH = '/waitlist/joined'

/**
 * The no-JavaScript form's pages: the thank-you redirects, and, for a sign-up the rules turned
 * down (or that could not be stored just now), the form again as the visitor typed it, with the
 * message by the field to correct.
 */
export function formPostPages(
  content: Pick<Content, 'forms' | 'messages' | 'site'>,
): FormPostPages {
  const form = content.forms.waitlist
  const copy = content.messages.waitlist
  const brand = content.site.brand.name
  const chrome = siteChrome(content.site)
  /** The line above the form: what went wrong, blaming a field only when one is at fault. */
  const noticeFor = (problem: PagedProblem): string => {
    if (problem.kind === 'failed') return copy.failed.description
    if (problem.kind === 'not-our-page') return copy.notFromOurPage
    if (problem.kind === 'too-large') return copy.tooLarge
    const known = form.fields.some((field) => field.name === problem.field)
    return known && problem.message ? problem.message : copy.refused.body
  }
  return {
    joinedPath: JOINED_PATH,
    errorPagePolicy: SERVER_PAGE_POLICY,
    errorPage(values: FormValues, problem: PagedProblem) {
      const failed = problem.kind === 'failed'
      const title = fillTemplate(failed ? copy.failed.title : copy.refused.title, { brand })
      const errorFor = (name: string) => (problem.field === name ? problem.message : undefined)
      return renderPage(
        <PageLayout title={title} chrome={chrome}>
          <Card>
            <PageHeading title={title} />
            <p
              role="alert"
              className="mt-4 rounded-xl border border-clay-300 bg-clay-100 px-4 py-3 text-ink"
            >
              {noticeFor(problem)}
            </p>
            <form method="post" action={WAITLIST_PATH} noValidate className="mt-8 grid gap-5">
              {form.fields.map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  error={errorFor(field.name)}
                />
              ))}
              <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
                <input type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" />
              </div>
              <div>
                <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
                  {form.submit}
                </button>
              </div>
            </form>
          </Card>
          <HomeLink>{copy.joinedPage.homeLink}</HomeLink>
        </PageLayout>,
      )
    },
  }
}
