/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { funnelEngineFrom } from './contract/funnel-engine.ts'
import { siteUrlFrom } from './contract/site-url.ts'
import { waitlistEndpointFrom } from './contract/waitlist-endpoint.ts'
import { brandFontsPlugin } from './scripts/brand-fonts-plugin.ts'
import { plainDynamicImports } from './scripts/plain-dynamic-imports.ts'
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts'
import { compileOnLoadBanner, shellChunk } from './scripts/shell-chunk.ts'
import { contentPlugin } from './scripts/vite-content-plugin.ts'
import { testContentRoot } from './tests/content-roots.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// CONTENT_ROOT builds from another copy of schemas/content/ (the tests do). Vitest's tests run on
// the frozen copy unless it is set (tests/content-roots.ts), and so does the server they start.
// Rolldown's yellow [PLUGIN_TIMINGS] block says the plugins take most of a build: the content
// check and the fonts' cut do, by design, so it would print on every build and say nothing new.
const QUIET_CHECKS = { bundlerTimings: false }
const contentRootFor = (mode: string) =>
  mode === 'test' ? testContentRoot() : (process.env.CONTENT_ROOT ?? root)

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      // Each route loads its page itself (src/components/layout/route-page.tsx), so a route whose
      // code cannot be downloaded waits and retries instead of reloading the page (decision 0019).
      autoCodeSplitting: false,
      quoteStyle: 'single',
      semicolons: false,
    }),
    contentPlugin(contentRootFor(mode)),
    // The brand fonts, cut to the content's characters and preloaded by every page.
    brandFontsPlugin(contentRootFor(mode)),
    react(),
    tailwindcss(),
    // Lazy chunks load with a plain import(): nothing to preload with them (modulePreload below).
    plainDynamicImports(),
    // The service worker is the production site's only: the dev server never has one.
    command === 'build' && !isSsrBuild && serviceWorkerPlugin(),
  ],
  // Builds and test runs in this checkout (dist*/, test output) are no page of the dev server's:
  // it neither watches nor reloads for them.
  server: {
    watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/test-results/**', '**/.data/**'] },
  },
  resolve: {
    alias: [
      { find: '@/', replacement: `${root}src/` },
      { find: '@schemas/', replacement: `${root}schemas/` },
      { find: '@contract/', replacement: `${root}contract/` },
      // TanStack Store asks for the pre-React-18 shim; React 19 has the hook built in.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // The build settings; see docs/deploying.md, "Build settings".
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(siteUrlFrom()),
    'import.meta.env.WAITLIST_ENDPOINT': JSON.stringify(
      waitlistEndpointFrom(loadEnv(mode, root, 'VITE_').VITE_WAITLIST_ENDPOINT),
    ),
    'import.meta.env.FUNNEL_ENGINE': JSON.stringify(funnelEngineFrom()),
  },
  build: isSsrBuild
    ? { target: 'node20', rollupOptions: { checks: QUIET_CHECKS } }
    : {
        target: 'es2022',
        // Pages preload their own chunks (scripts/prerender.ts).
        modulePreload: false,
        rollupOptions: {
          checks: QUIET_CHECKS,
          output: {
            codeSplitting: shellChunk(`${root}src/start.tsx`, `${root}src/routes/-pages`),
            postBanner: compileOnLoadBanner,
          },
        },
      },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/content-under-test-first.ts'],
    setupFiles: ['tests/setup.ts'],
    env: { CONTENT_ROOT: contentRootFor(mode) },
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'] },
  },
}))
