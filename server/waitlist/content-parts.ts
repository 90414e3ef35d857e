import type { Content } from '../../schemas/content-files.ts'
import { formPostPages } from './form-pages.ts'
import type { FormPostPages } from './form-post.ts'
import { type LinkPages, linkPages } from './link-pages.ts'
import { type SignupRules, signupRules } from './signup-rules.ts'

/** What the waitlist endpoint takes from the content. */
export type WaitlistContent = Pick<
  Content,
  'forms' | 'messages' | 'recommendations' | 'site' | 'quiz' | 'emails'
>

/** The endpoint's parts made from the content: the sign-up rules and the no-JavaScript pages. */
export type ContentParts = { rules: SignupRules; formPages: FormPostPages; linkPages: LinkPages }

/** The parts from one version of the content, for the life of the process (a deployed server). */
export function contentParts(content: WaitlistContent): ContentParts {
  return {
    rules: signupRules(content),
    formPages: formPostPages(content),
    linkPages: linkPages(content),
  }
}

/**
 * The parts from whatever `latest` answers at each request, made again when it answers another
 * content: the dev endpoint's, whose rules follow forms.json as the dev page does.
 */
export function followingContent(latest: () => WaitlistContent): ContentParts {
  let made: { content: WaitlistContent; parts: ContentParts } | undefined
  const current = (): ContentParts => {
    const content = latest()
    if (made?.content !== content) made = { content, parts: contentParts(content) }
    return made.parts
  }
  return {
    rules: {
      check: (body, headerKey) => current().rules.check(body, headerKey),
      checkMatchEmail: (body) => current().rules.checkMatchEmail(body),
      get fieldNames() {
        return current().rules.fieldNames
      },
      formValues: (read) => current().rules.formValues(read),
    },
    formPages: {
      get joinedPath() {
        return current().formPages.joinedPath
      },
      get errorPagePolicy() {
        return current().formPages.errorPagePolicy
      },
      errorPage: (values, problem) => current().formPages.errorPage(values, problem),
    },
    linkPages: {
      confirm: (token) => current().linkPages.confirm(token),
      confirmed: (standing, siteUrl) => current().linkPages.confirmed(standing, siteUrl),
      status: (standing, siteUrl) => current().linkPages.status(standing, siteUrl),
      invalid: () => current().linkPages.invalid(),
      newLinkTooMany: () => current().linkPages.newLinkTooMany(),
      newLinkSent: () => current().linkPages.newLinkSent(),
      tooMany: () => current().linkPages.tooMany(),
      leave: (token) => current().linkPages.leave(token),
      left: () => current().linkPages.left(),
      get policy() {
        return current().linkPages.policy
      },
    },
  }
}
