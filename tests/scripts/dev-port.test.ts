// @vitest-environment node
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DEV_PORT,
  devPortFrom,
  isPortTaken,
  portTakenMessage,
} from '../../scripts/dev-port.ts'

describe('the port npm start serves on', () => {
  it('is 5173 unless asked otherwise', () => {
    expect(devPortFrom([], {})).toBe(DEFAULT_DEV_PORT)
    expect(devPortFrom([], { PORT: ' ' })).toBe(DEFAULT_DEV_PORT)
  })

  it('is PORT, or --port, which wins', () => {
    expect(devPortFrom([], { PORT: '5180' })).toBe(5180)
    expect(devPortFrom(['--port', '5181'], { PORT: '5180' })).toBe(5181)
  })

  it.each(['abc', '0', '70000', '51.5'])('refuses %s in one line', (port) => {
    expect(() => devPortFrom(['--port', port], {})).toThrow(
      `The port must be a whole number from 1 to 65535, found "${port}".`,
    )
  })

  it('when taken, says so in one line that names both ways to another', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const error = await new Promise<unknown>((resolve) => {
      const second = createServer()
      second.once('error', resolve)
      second.listen(port, '127.0.0.1')
    })
    taken.close()
    expect(isPortTaken(error)).toBe(true)
    expect(isPortTaken(new Error('Port 5173 is already in use'))).toBe(true)
    expect(isPortTaken(new Error('something else'))).toBe(false)
    const message = portTakenMessage(port)
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toMatch(
      /^Port \d+ is taken, .*PORT=\d+ npm start \(or npm start -- --port \d+\)\.$/,
    )
  })
})
