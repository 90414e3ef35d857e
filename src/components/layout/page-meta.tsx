import brand from 'virtual:content/site/brand'
import share from 'virtual:content/site/share'
import type { PageMetaContent } from '@schemas/primitives.schema.ts'
import { useEffect } from 'react'
import { absoluteUrl } from '@/lib/site-url'

/** The picture a link preview shows, 1200 × 630. */
type ShareImage = { src: string; alt: string }

type PageMetaProps = {
  page: PageMetaContent
  /** The page's own path; none for a page search engines should not index (the 404). */
  path?: string
  /** The page's own share card; the site's (site.json `share.image`) otherwise. */
  image?: ShareImage
}

/** The share image's size; the content check holds the file to it. */
const SHARE_IMAGE = { width: '1200', height: '630' }

/**
 * A page's title, description and canonical address, and in the prerendered HTML its link-preview
 * tags (Open Graph, Twitter): crawlers and link previews read those from the HTML, and a
 * client-side navigation needs only what the browser itself shows and keeps. Once the page runs,
 * <html> carries `data-page-ready` (for tests, and styles that need the app).
 */
export function PageMeta({ page, path, image }: PageMetaProps) {
  useEffect(() => {
    document.documentElement.dataset.pageReady = ''
  }, [])
  const url = path === undefined ? undefined : absoluteUrl(path)
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {import.meta.env.SSR && <LinkPreviewTags page={page} url={url} image={image} />}
    </>
  )
}

type LinkPreviewProps = { page: PageMetaContent; url: string | undefined; image?: ShareImage }

/** Rendered at build time only: the site's share card stays out of the browser's code. */
function LinkPreviewTags({ page, url, image = share.image }: LinkPreviewProps) {
  const imageUrl = absoluteUrl(image.src)
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
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  )
}
