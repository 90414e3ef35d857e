import { within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showContentReport } from '../../scripts/content-overlay.ts'

const location = '/home/maintainer/restwell/schemas/content/site.json:4:23'
const report = [
  'Found 1 problem in the content:',
  '',
  `${location} remove this comma: JSON allows no comma after the last item`,
  '',
  '1 problem in 1 file (site.json).',
  'Open each file at the line:column shown and fix it: the page reloads by itself once you save.',
].join('\n')

/** The report as shown: the one element the overlay adds to the page, inside its shadow root. */
function shownReport(): HTMLElement {
  expect(document.body.children).toHaveLength(1)
  const shown = document.body.firstElementChild?.shadowRoot?.querySelector('pre')
  if (!shown) throw new Error('no report on the page')
  return shown
}

describe('the dev server’s content overlay', () => {
  afterEach(() => {
    document.body.replaceChildren()
    vi.unstubAllGlobals()
  })

  it('shows the report and nothing else', () => {
    showContentReport(report)
    expect(shownReport()).toHaveRole('alert')
    expect(shownReport().textContent).toBe(report)
  })

  it('opens the file at the line and column in the editor', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response()))
    vi.stubGlobal('fetch', fetch)
    showContentReport(report)
    await userEvent.click(within(shownReport()).getByRole('button', { name: location }))
    expect(fetch).toHaveBeenCalledWith(`/__open-in-editor?file=${encodeURIComponent(location)}`)
  })

  it('replaces the report shown before', () => {
    showContentReport('Found 2 problems in the content:')
    showContentReport(report)
    expect(shownReport().textContent).toBe(report)
  })
})
