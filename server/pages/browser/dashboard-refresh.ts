// The owner's dashboard fetches its panels again every minute (pages/dashboard-page.tsx),
// keeping what the owner had open or focused; a session that ended brings the sign-in page back.
// The fresh panels are parsed by the browser's DOMParser and moved in as nodes: no markup is
// written into the page as a string. Bundled by the build into the site's assets (decision 0059).

const panels = document.querySelector<HTMLElement>('[data-refresh-from]')

async function refresh(into: HTMLElement) {
  const { refreshFrom = '', refreshHeader = '' } = into.dataset
  // The query string carries the funnel's filters (period, source, device).
  const response = await fetch(refreshFrom + location.search, {
    headers: { [refreshHeader]: '1' },
    cache: 'no-store',
  })
  if (response.status === 401) return location.reload()
  if (!response.ok) return
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html')
  const focused = document.activeElement?.id
  const open = [...into.querySelectorAll('details[open]')].map((details) => details.id)
  into.replaceChildren(...fresh.body.childNodes)
  for (const id of open) document.getElementById(id)?.setAttribute('open', '')
  if (focused) document.getElementById(focused)?.focus()
}

if (panels)
  setInterval(() => {
    // A failed fetch (offline, the server restarting) waits for the next minute.
    refresh(panels).catch(() => {})
  }, Number(panels.dataset.refreshEveryMs))
