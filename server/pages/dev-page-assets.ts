// The page assets while the server runs from its source (`npm start`, the tests): the addresses
// at which the Vite dev server serves the same files, compiled as it compiles them for the site.
// The production build has its own (built-page-assets.ts; package.json "imports").
import {
  DEV_FONT_FACES_PATH,
  PAGE_SCRIPT_SOURCES,
  PAGES_STYLESHEET_SOURCE,
  type PageAssets,
} from './page-assets.ts'

const assets: PageAssets = {
  stylesheets: [`/${PAGES_STYLESHEET_SOURCE}`, DEV_FONT_FACES_PATH],
  scripts: {
    shareLink: `/${PAGE_SCRIPT_SOURCES.shareLink}`,
    dashboardRefresh: `/${PAGE_SCRIPT_SOURCES.dashboardRefresh}`,
    ownerTimeZone: `/${PAGE_SCRIPT_SOURCES.ownerTimeZone}`,
  },
}

export const pageAssets = (): PageAssets => assets
