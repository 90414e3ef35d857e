import { createHash } from 'node:crypto'
import { Html, html } from './html.ts'

// The page stands alone (no script, no other file), in the site's colours and type.
const STYLE = `body{margin:0;background:#faf6f0;color:#1f2b26;font:17px/1.6 Figtree,Arial,"Liberation Sans",sans-serif}
main{max-width:34rem;margin:0 auto;padding:2rem 1.25rem 4rem}
.card{margin-top:1.5rem;background:#fff;border-radius:1.5rem;padding:1.75rem 1.5rem;box-shadow:0 10px 30px -12px rgba(31,43,38,.18)}
.brand{font:600 1.25rem Georgia,"Noto Serif",serif;color:#244a40;text-decoration:none}
h1{font:600 1.9rem/1.2 Georgia,"Noto Serif",serif;margin:0 0 1rem}
.notice{background:#f6e3d8;border:1px solid #e4b197;border-radius:1rem;padding:.75rem 1rem}
form{margin-top:1.5rem;display:grid;gap:1.1rem}
label,legend{display:block;font-weight:600;margin-bottom:.35rem}
.help{margin:.1rem 0 .4rem;color:#4a5751;font-size:.9rem}
input[type=text],input[type=email],input[type=tel],input[type=url],input[type=password],select{box-sizing:border-box;width:100%;min-height:2.9rem;padding:.55rem .9rem;font:inherit;color:inherit;background:#fff;border:1px solid #e6d8c4;border-radius:.9rem}
fieldset{border:0;margin:0;padding:0}
.error{color:#9a4a2a;font-size:.92rem;margin:.35rem 0 0}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#9a4a2a}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{width:100%;min-height:3rem;font:600 1rem/1 Figtree,Arial,"Liberation Sans",sans-serif;color:#fff;background:#2f5d50;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
:focus-visible{outline:3px solid #244a40;outline-offset:2px}
a{color:#244a40}
.mail{border-top:1px solid #e6d8c4;padding-top:1rem;margin-top:1rem}
pre{white-space:pre-wrap;font:inherit}`

/** Allows such a page's one style block and nothing else: no script, no other origin. */
export const STANDALONE_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

/**
 * A page of the server's own (the form again, a confirmation link's page): one HTML document
 * with its brand line, its card and what follows it, no script and no other file.
 */
export function standalonePage(page: { title: string; brand: string; card: Html; after?: Html }) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<main>
<a class="brand" href="/">${page.brand}</a>
<div class="card">
${page.card}
</div>
${page.after ?? ''}
</main>
</body>
</html>`.text
}
