import { createHash } from 'node:crypto'
import {
  ADMIN_EXPORT_PATH,
  ADMIN_PANELS_PATH,
  ADMIN_PATH,
  ADMIN_SIGN_IN_PATH,
  ADMIN_SIGN_OUT_PATH,
} from '../paths.ts'
import { Html, html } from '../waitlist/html.ts'
import { standalonePage } from '../waitlist/standalone-page.ts'
import { ADMIN_COPY } from './admin-copy.ts'
import { barsChart, dailyChart } from './dashboard-charts.ts'
import {
  type DashboardNames,
  type DashboardStats,
  FLAGS,
  type SignupLine,
} from './dashboard-stats.ts'

const copy = ADMIN_COPY

/** The header a refresh by the page's own script carries: it does not keep a session alive. */
export const REFRESH_HEADER = 'x-dashboard-refresh'
/** How often the open dashboard fetches its panels again. */
export const REFRESH_MS = 60_000

// The site's colours and type (src/styles.css), and Plot's own rules for its SVG.
const STYLE = `body{margin:0;background:#faf6f0;color:#1f2b26;font:16px/1.5 Figtree,Arial,"Liberation Sans",sans-serif}
header{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;justify-content:space-between;max-width:72rem;margin:0 auto;padding:1.25rem}
.brand{font:600 1.25rem Georgia,"Noto Serif",serif;color:#244a40;text-decoration:none}
h1{font:600 1.6rem/1.2 Georgia,"Noto Serif",serif;margin:0}
h2{font:600 1.25rem/1.3 Georgia,"Noto Serif",serif;margin:0 0 .75rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
nav form{margin:0}
main{max-width:72rem;margin:0 auto;padding:0 1.25rem 4rem;display:grid;grid-template-columns:minmax(0,1fr);gap:1.25rem}
section{min-width:0;background:#fff;border-radius:1.25rem;padding:1.25rem;box-shadow:0 10px 30px -12px rgba(31,43,38,.18)}
.pair{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(20rem,100%),1fr))}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(9rem,100%),1fr));gap:.75rem;margin:0}
dl div{background:#eef4f0;border-radius:.9rem;padding:.75rem 1rem}
dt{font-size:.9rem;color:#4a5751}
dd{margin:0;font:600 1.75rem/1.2 Georgia,"Noto Serif",serif;color:#1b3a32}
p{margin:.25rem 0 .75rem}
.note,.updated{color:#4a5751;font-size:.9rem}
.legend{display:flex;gap:1rem;margin:0 0 .5rem;padding:0;list-style:none;font-size:.9rem}
.swatch{display:inline-block;width:.9rem;height:.9rem;border-radius:.2rem;margin-right:.35rem;vertical-align:-.1rem}
.confirmed{background:#2f5d50}.unconfirmed{background:#c7774f}
.chart svg{display:block;height:auto;max-width:100%;font:12px Figtree,Arial,"Liberation Sans",sans-serif;color:#1f2b26;overflow:visible}
.chart svg text{white-space:pre}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.92rem}
caption{text-align:left;font-weight:600;padding-bottom:.35rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #e6d8c4;vertical-align:top}
td.number,th.number{text-align:right;font-variant-numeric:tabular-nums}
details{margin-top:.75rem}
summary{cursor:pointer;color:#244a40;font-weight:600}
a{color:#244a40}
.button{display:inline-block;min-height:2.75rem;box-sizing:border-box;font:600 1rem/1 Figtree,Arial,"Liberation Sans",sans-serif;color:#fff;background:#2f5d50;border:0;border-radius:999px;padding:.85rem 1.25rem;cursor:pointer;text-decoration:none}
.quiet{color:#244a40;background:#fff;border:1px solid #bcd3c4}
.notice{border-left:.4rem solid #c7774f}
:focus-visible{outline:3px solid #2a6f97;outline-offset:2px}
.filters{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:end;margin:0 0 1rem}
.filters label{display:block;font-size:.9rem;color:#4a5751;margin-bottom:.25rem}
select{min-height:2.75rem;font:inherit;color:#1f2b26;background:#fff;border:1px solid #8a9a92;border-radius:.75rem;padding:0 .75rem}`

/**
 * Fetches the panels again every minute, keeping what the owner had open or focused; a session
 * that ended brings the sign-in page back.
 */
const SCRIPT = `(() => {
  const panels = document.getElementById('panels')
  setInterval(async () => {
    try {
      const response = await fetch('${ADMIN_PANELS_PATH}' + location.search, { headers: { '${REFRESH_HEADER}': '1' }, cache: 'no-store' })
      if (response.status === 401) return location.reload()
      if (!response.ok) return
      const text = await response.text()
      const focused = document.activeElement && document.activeElement.id
      const open = [...panels.querySelectorAll('details[open]')].map((details) => details.id)
      panels.innerHTML = text
      for (const id of open) document.getElementById(id)?.setAttribute('open', '')
      if (focused) document.getElementById(focused)?.focus()
    } catch {}
  }, ${REFRESH_MS})
})()`

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The dashboard's CSP: its one style block and its one script, which may fetch its own origin. */
export const DASHBOARD_POLICY = `default-src 'none'; style-src ${hashOf(STYLE)}; script-src ${hashOf(SCRIPT)}; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

const number = (count: number) => count.toLocaleString('en')
const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const utcTime = (iso: string) => iso.slice(0, 16).replace('T', ' ')

/**
 * A table with a heading row: every cell's text escaped, number columns right-aligned. Its
 * caption is for screen readers (the section's heading shows it); it scrolls sideways on a
 * narrow screen, and so takes the focus, to scroll by keyboard.
 */
export function table(
  caption: string,
  columns: readonly { label: string; number?: boolean }[],
  rows: readonly (readonly (string | number)[])[],
  id: string,
): Html {
  const cell = (value: string | number, index: number) =>
    columns[index]?.number
      ? html`<td class="number">${typeof value === 'number' ? number(value) : value}</td>`
      : html`<td>${value}</td>`
  return html`<div class="scroll" id="${id}" tabindex="0" role="region" aria-label="${caption}"><table>
<caption class="visually-hidden">${caption}</caption>
<thead><tr>${columns.map((column) => html`<th scope="col"${column.number ? html` class="number"` : ''}>${column.label}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${row.map(cell)}</tr>`)}</tbody>
</table></div>`
}

function totals(stats: DashboardStats): Html {
  const { totals: numbers } = stats
  const items = [
    [copy.totals.joined, number(numbers.joined)],
    [copy.totals.confirmed, number(numbers.confirmed)],
    [
      copy.totals.rate,
      numbers.confirmationRate === null ? copy.totals.noRate : percent(numbers.confirmationRate),
    ],
    [copy.totals.today, number(numbers.today)],
    [copy.totals.thisWeek, number(numbers.thisWeek)],
    [copy.totals.left, number(numbers.left)],
  ]
  return html`<section aria-labelledby="totals-heading">
<h2 id="totals-heading">${copy.totals.heading}</h2>
<dl>${items.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
<p class="note">${copy.totals.note}</p>
</section>`
}

function days(stats: DashboardStats): Html {
  const text = copy.days
  const rows = [...stats.days]
    .reverse()
    .map((day) => [day.day, day.confirmed, day.unconfirmed, day.confirmed + day.unconfirmed])
  return html`<section aria-labelledby="days-heading">
<h2 id="days-heading">${text.heading}</h2>
<ul class="legend" aria-hidden="true"><li><span class="swatch confirmed"></span>${text.confirmed}</li><li><span class="swatch unconfirmed"></span>${text.unconfirmed}</li></ul>
<div class="chart" id="days-chart">${dailyChart(stats.days, text)}</div>
<details id="days-details"><summary>${text.tableSummary}</summary>
${table(
  text.heading,
  [
    { label: text.day },
    { label: text.confirmed, number: true },
    { label: text.unconfirmed, number: true },
    { label: text.total, number: true },
  ],
  rows,
  'days-table',
)}
</details>
</section>`
}

/** A breakdown: a bar chart and, beside it, the same numbers with each one's share. */
function breakdown(
  id: string,
  heading: string,
  column: string,
  rows: readonly { label: string; count: number }[],
  joined: number,
  intro?: string,
): Html {
  const body =
    rows.length === 0
      ? html`<p>${copy.breakdown.empty}</p>`
      : html`<div class="chart">${barsChart(rows)}</div>
${table(
  heading,
  [
    { label: column },
    { label: copy.breakdown.count, number: true },
    { label: copy.breakdown.share, number: true },
  ],
  rows.map((row) => [row.label, row.count, percent(row.count / joined)]),
  `${id}-table`,
)}`
  return html`<section aria-labelledby="${id}-heading">
<h2 id="${id}-heading">${heading}</h2>
${intro ? html`<p class="note">${intro}</p>` : ''}
${body}
</section>`
}

/**
 * A panel fed by a slot another part fills (decision 0033): its "not yet" while that part is off,
 * `none` for no rows, else its table.
 */
function slotPanel<Row>(
  id: string,
  text: { heading: string; notYet: string },
  none: string,
  rows: readonly Row[] | null,
  tableOf: (rows: readonly Row[]) => Html,
): Html {
  return html`<section aria-labelledby="${id}-heading" id="${id}">
<h2 id="${id}-heading">${text.heading}</h2>
${rows === null ? html`<p>${text.notYet}</p>` : rows.length === 0 ? html`<p>${none}</p>` : tableOf(rows)}
</section>`
}

function topReferrers(stats: DashboardStats): Html {
  const text = copy.topReferrers
  return slotPanel('top-referrers', text, copy.breakdown.empty, stats.topReferrers, (rows) =>
    table(
      text.heading,
      [
        { label: text.column },
        { label: text.code },
        { label: text.referrals, number: true },
        { label: text.position, number: true },
      ],
      rows.map((row) => [
        row.name ? `${row.name} <${row.email}>` : row.email,
        row.referralCode ?? '',
        row.referrals,
        row.position,
      ]),
      'referrers-table',
    ),
  )
}

function signupsTable(
  lines: readonly SignupLine[],
  names: DashboardNames,
  caption: string,
  id: string,
) {
  const text = copy.newest
  return table(
    caption,
    [
      { label: text.received },
      { label: text.name },
      { label: text.email },
      { label: text.userType },
      { label: text.source },
      { label: text.match },
      { label: text.confirmed },
      { label: copy.flagged.reason },
    ],
    lines.map((line) => [
      utcTime(line.receivedAt),
      line.name,
      line.email,
      line.userType ? names.userType(line.userType) : '',
      line.source,
      line.match ? names.massage(line.match) : '',
      line.confirmed ? text.yes : text.no,
      line.flags.map((flag) => copy.flagged.why[flag]).join('; '),
    ]),
    id,
  )
}

function flagged(stats: DashboardStats, names: DashboardNames): Html {
  const text = copy.flagged
  const reasons = FLAGS.map((flag) => [text.why[flag], stats.flagged.byFlag[flag] ?? 0] as const)
  return html`<section aria-labelledby="flagged-heading">
<h2 id="flagged-heading">${text.heading}</h2>
<p>${text.intro(stats.flagged.total)}</p>
${table(text.heading, [{ label: text.reason }, { label: copy.breakdown.count, number: true }], reasons, 'flagged-reasons')}
${stats.flagged.newest.length > 0 ? signupsTable(stats.flagged.newest, names, text.heading, 'flagged-table') : ''}
</section>`
}

function failedDeliveries(stats: DashboardStats): Html {
  const text = copy.failedDeliveries
  return slotPanel('failed-deliveries', text, text.none, stats.failedDeliveries, (rows) =>
    table(
      text.heading,
      [
        { label: text.webhookId },
        { label: text.event },
        { label: text.email },
        { label: text.attempts, number: true },
        { label: text.failedAt },
        { label: text.error },
      ],
      rows.map((row) => [
        row.message_id,
        row.event_type,
        row.email,
        row.attempts,
        utcTime(row.failed_at.toISOString()),
        row.last_error ?? '',
      ]),
      'deliveries-table',
    ),
  )
}

/** Said once, at the top, while the hourly ceiling on outgoing mail holds emails back. */
function heldMail(stats: DashboardStats): Html {
  const held = stats.heldMail
  if (!held) return html``
  const text = copy.heldMail
  const resumesAt = new Date(held.resumesAt)
  return html`<section class="notice" aria-labelledby="held-mail-heading" id="held-mail">
<h2 id="held-mail-heading">${text.heading(resumesAt)}</h2>
<p>${text.body(held.perHour, new Date(held.reachedAt), held.waiting, resumesAt)}</p>
<p class="note">${text.raise}</p>
</section>`
}

/** The dashboard's panels: what the page shows, and what its script fetches again each minute. */
export function dashboardPanels(stats: DashboardStats, names: DashboardNames, funnel?: Html): Html {
  const { joined } = stats.totals
  return html`<p class="updated">${copy.updated(new Date(stats.generatedAt))}</p>
${heldMail(stats)}
${totals(stats)}
${funnel}
${days(stats)}
<div class="pair">
${breakdown(
  'sources',
  copy.sources.heading,
  copy.sources.column,
  stats.sources.map((row) => ({ label: row.source, count: row.count })),
  joined,
  copy.sources.intro,
)}
${breakdown(
  'matches',
  copy.matches.heading,
  copy.matches.column,
  stats.matches.map((row) => ({ label: row.name ?? copy.matches.none, count: row.count })),
  joined,
)}
${breakdown(
  'user-types',
  copy.userTypes.heading,
  copy.userTypes.column,
  stats.userTypes.map((row) => ({ label: row.label ?? copy.userTypes.none, count: row.count })),
  joined,
)}
${topReferrers(stats)}
</div>
<section aria-labelledby="newest-heading">
<h2 id="newest-heading">${copy.newest.heading}</h2>
${signupsTable(stats.newest, names, copy.newest.heading, 'newest-table')}
</section>
${flagged(stats, names)}
${failedDeliveries(stats)}`
}

/** The whole dashboard page, for a signed-in owner. */
export function dashboardPage(
  stats: DashboardStats,
  names: DashboardNames,
  brand: string,
  funnel?: Html,
): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${copy.title} · ${brand}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<header>
<div><a class="brand" href="/">${brand}</a><h1>${copy.title}</h1></div>
<nav aria-label="${copy.title}">
<a class="button quiet" href="${ADMIN_EXPORT_PATH}" download>${copy.download}</a>
<form method="post" action="${ADMIN_SIGN_OUT_PATH}"><button class="button" type="submit">${copy.signOut}</button></form>
</nav>
</header>
<main id="panels">
${dashboardPanels(stats, names, funnel)}
</main>
<script>${new Html(SCRIPT)}</script>
</body>
</html>`.text
}

/** The sign-in page: one password field; `problem` says why it is shown again. */
export function signInPage(brand: string, problem?: string): string {
  const text = copy.signIn
  return standalonePage({
    title: `${text.title} · ${brand}`,
    brand,
    card: html`<h1>${text.title}</h1>
<p>${text.intro}</p>
<form method="post" action="${ADMIN_SIGN_IN_PATH}">
<div><label for="admin-token">${text.label}</label>
<input id="admin-token" type="password" name="token" autocomplete="current-password" required maxlength="1000"${problem ? html` aria-invalid="true" aria-describedby="admin-token-error"` : ''}>
${problem ? html`<p class="error" id="admin-token-error" role="alert">${problem}</p>` : ''}</div>
<div><button type="submit">${text.button}</button></div>
</form>`,
  })
}

/** The answer to a sign-in or sign-out another site's page sent: nothing done. */
export function notOurPagePage(brand: string): string {
  const text = copy.notOurPage
  return standalonePage({
    title: `${text.title} · ${brand}`,
    brand,
    card: html`<h1>${text.title}</h1>
<p>${text.body}</p>
<p><a href="${ADMIN_PATH}">${text.link}</a></p>`,
  })
}

/** The answer past the limit of wrong tokens: when the owner may try again. */
export function tooManyTriesPage(brand: string, now: Date, retryAfterSeconds: number): string {
  const text = copy.tooManyTries
  const retryAt = new Date(now.getTime() + retryAfterSeconds * 1000)
  return standalonePage({
    title: `${text.title} · ${brand}`,
    brand,
    card: html`<h1>${text.title}</h1>
<p>${text.body(retryAt, Math.ceil(retryAfterSeconds / 60))}</p>`,
  })
}
