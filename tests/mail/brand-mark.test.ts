// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { markModule, paintMailMark } from '../../scripts/mail-mark.ts'
import { brandMarkAttachment, MAIL_MARK_PIXELS } from '../../server/mail/brand-mark.ts'
import { BRAND_MARK_PNG_BASE64 } from '../../server/mail/brand-mark-png.ts'

describe('the mark every email carries', () => {
  it('is public/favicon.svg as painted now: change the mark and this fails until scripts/mail-mark.ts runs', async () => {
    const painted = await paintMailMark()
    expect(markModule(painted)).toContain(`'${BRAND_MARK_PNG_BASE64}'`)
    expect(brandMarkAttachment().content.equals(painted)).toBe(true)
  })

  it(`is a ${MAIL_MARK_PIXELS} px square PNG, twice the size the emails show it`, () => {
    const png = brandMarkAttachment().content
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      MAIL_MARK_PIXELS,
      MAIL_MARK_PIXELS,
    ])
  })
})
