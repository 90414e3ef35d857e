// The page assets in the production build: the names `npm run build` gave the site's stylesheet,
// the brand fonts' faces and the pages' scripts, kept inside the bundle (scripts/build-server.ts),
// so a serverless function needs no file of dist/. It stands in for dev-page-assets.ts there
// (package.json "imports", condition "server-bundle"; decision 0059).
import builtAssets from 'virtual:server/page-assets'
import { type PageAssets, pageAssetsSchema } from './page-assets.ts'

const assets = pageAssetsSchema.parse(builtAssets)

export const pageAssets = (): PageAssets => assets
