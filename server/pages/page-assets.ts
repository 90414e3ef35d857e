import { z } from 'zod'

/**
 * The site's own built files a server page links (decision 0059): the site's stylesheet (with
 * the server pages' utilities) and the brand fonts' faces (the fonts inside them, decision 0066), and the pages'
 * own scripts, each made by the build. Site paths, e.g. `/assets/server-pages/pages-3f2a….css`.
 */
export const pageAssetsSchema = z.strictObject({
  stylesheets: z.array(z.string().startsWith('/')).min(1),
  scripts: z.strictObject({
    /** Copy and Share on the pages that show a personal link (browser/share-link.ts). */
    shareLink: z.string().startsWith('/'),
    /** The dashboard's refresh every minute (browser/dashboard-refresh.ts). */
    dashboardRefresh: z.string().startsWith('/'),
    /** The sign-in page's time zone field (browser/owner-time-zone.ts). */
    ownerTimeZone: z.string().startsWith('/'),
  }),
})
export type PageAssets = z.infer<typeof pageAssetsSchema>

/** The browser modules the build bundles for the server's pages, by their name in `scripts`. */
export const PAGE_SCRIPT_SOURCES: Record<keyof PageAssets['scripts'], string> = {
  shareLink: 'server/pages/browser/share-link.ts',
  dashboardRefresh: 'server/pages/browser/dashboard-refresh.ts',
  ownerTimeZone: 'server/pages/browser/owner-time-zone.ts',
}

/** The server pages' stylesheet: the site's own, with their utilities (decision 0059). */
export const PAGES_STYLESHEET_SOURCE = 'server/pages/pages.css'

/** Where the dev server serves the brand fonts' faces as a stylesheet (scripts/brand-fonts-plugin.ts). */
export const DEV_FONT_FACES_PATH = '/assets/brand-fonts.css'
