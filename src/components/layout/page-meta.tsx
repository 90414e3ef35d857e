import brand from 'virtual:content/site/brand'
import share from 'virtual:content/site/share'
import type { PageMetaContent } from '@schemas/primitives.schema.ts'
import { useEffect } from 'react'
import { absoluteUrl } from '@/lib/site-url'

type PageMetaProps = {
  page: PageMetaContent
  /** The page's own path; none for a page search engines should not index (the 404). */
  path?: string
}

/** The share image's size; the content check holds the file to it. */
const SHARE_IMAGE = { width: '1200', height: '630' }

/**
 * A page's title, description and canonical address, and in the prerendered HTML its link-preview
 * tags (Open Graph, Twitter): crawlers and link previews read those from the HTML, and a
 * client-side navigation needs only what the browser itself shows and keeps. Once the page runs,
 * <html> carries `data-page-ready` (for tests, and styles that need the app).
 */
export function PageMeta({ page, path }: PageMetaProps) {
  useEffect(() => {
    document.documentElement.dataset.pageReady = ''
  }, [])
  const url = path === undefined ? undefined : absoluteUrl(path)
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {import.meta.env.SSR && <LinkPreviewTags page={page} url={url} />}
    </>
  )
}

function LinkPreviewTags({ page, url }: { page: PageMetaProps['page']; url: string | undefined }) {
  const imageUrl = absoluteUrl(share.image.src)
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={SHARE_IMAGE.width} />
      <meta property="og:image:height" content={SHARE_IMAGE.height} />
      <meta property="og:image:alt" content={share.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={share.image.alt} />
    </>
  )
}
