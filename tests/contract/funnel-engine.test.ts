// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { funnelEngineFrom, PLAUSIBLE_CLOUD } from '../../contract/funnel-engine.ts'

const WEBSITE = '4c1a0b2e-9d7f-4e3a-8b6c-2f5d1e0a9b7c'

describe('the PLAUSIBLE_* and UMAMI_* build settings', () => {
  it('choose no engine when none is set, or set blank', () => {
    expect(funnelEngineFrom({})).toBeNull()
    expect(funnelEngineFrom({ PLAUSIBLE_DOMAIN: ' ', UMAMI_WEBSITE_ID: '' })).toBeNull()
  })

  it("send to Plausible's own service unless PLAUSIBLE_HOST names a self-hosted one", () => {
    expect(funnelEngineFrom({ PLAUSIBLE_DOMAIN: 'restwell.com' })).toEqual({
      kind: 'plausible',
      events: `${PLAUSIBLE_CLOUD}/api/event`,
      domain: 'restwell.com',
    })
    expect(
      funnelEngineFrom({
        PLAUSIBLE_DOMAIN: 'restwell.com,rollup.example',
        PLAUSIBLE_HOST: 'https://stats.restwell.com/',
      }),
    ).toEqual({
      kind: 'plausible',
      events: 'https://stats.restwell.com/api/event',
      domain: 'restwell.com,rollup.example',
    })
  })

  it("send to the Umami server UMAMI_HOST names, as UMAMI_WEBSITE_ID's website", () => {
    expect(
      funnelEngineFrom({ UMAMI_WEBSITE_ID: ` ${WEBSITE} `, UMAMI_HOST: 'http://127.0.0.1:3000' }),
    ).toEqual({ kind: 'umami', events: 'http://127.0.0.1:3000/api/send', website: WEBSITE })
  })

  it.each([
    [
      { PLAUSIBLE_HOST: 'https://stats.restwell.com' },
      `PLAUSIBLE_DOMAIN must be the site's domain in Plausible, such as restwell.com, found ""`,
    ],
    [
      { PLAUSIBLE_DOMAIN: 'https://restwell.com' },
      `PLAUSIBLE_DOMAIN must be the site's domain in Plausible, such as restwell.com, found "https://restwell.com"`,
    ],
    [
      { PLAUSIBLE_DOMAIN: 'restwell.com', PLAUSIBLE_HOST: 'stats.restwell.com' },
      'PLAUSIBLE_HOST must be an http(s) origin such as https://stats.example.com, found "stats.restwell.com"',
    ],
    [
      { PLAUSIBLE_DOMAIN: 'restwell.com', PLAUSIBLE_HOST: 'https://stats.restwell.com/api/event' },
      'PLAUSIBLE_HOST must be an http(s) origin such as https://stats.example.com, found "https://stats.restwell.com/api/event"',
    ],
    [
      { UMAMI_WEBSITE_ID: 'restwell', UMAMI_HOST: 'https://cloud.umami.is' },
      `UMAMI_WEBSITE_ID must be the website's id in Umami (a UUID), found "restwell"`,
    ],
    [
      { UMAMI_WEBSITE_ID: WEBSITE },
      `UMAMI_HOST must be the Umami server's origin, such as https://cloud.umami.is, found ""`,
    ],
    [
      { UMAMI_WEBSITE_ID: WEBSITE, UMAMI_HOST: 'ftp://umami.example' },
      'UMAMI_HOST must be an http(s) origin such as https://stats.example.com, found "ftp://umami.example"',
    ],
    [
      { PLAUSIBLE_DOMAIN: 'restwell.com', UMAMI_WEBSITE_ID: WEBSITE },
      'PLAUSIBLE_DOMAIN and UMAMI_WEBSITE_ID cannot both be set: the funnel goes to one engine',
    ],
  ])('fail the build on %j with one line naming the setting', (settings, line) => {
    expect(() => funnelEngineFrom(settings)).toThrow(line)
    expect(line).not.toContain('\n')
  })
})
