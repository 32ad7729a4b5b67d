/**
 * The frame's channel to its parent, in Chromium with real windows: a stand-in parent (an iframe's
 * window, which posts and receives like the host page does) sends requests through real MessageEvents;
 * what the frame answers is what that window receives.
 */
import { FRAME_PROTOCOL, type FrameRequest } from '@latch/core/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parentOriginOf, projectIdOf, serveParent } from './parent.ts'
import { RpcError } from './rpc-error.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  vi.restoreAllMocks()
})

/** A stand-in parent window on this page's origin, and what the frame posts to it. */
function parentWindow() {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  const parent = iframe.contentWindow!
  const received: unknown[] = []
  parent.addEventListener('message', (e) => received.push(e.data))
  cleanups.push(() => iframe.remove())
  return { parent, received }
}

/** The frame serving `parent` on `origin`, with a handler that records and answers each request. */
function serving(origin: string | undefined, answer: (r: FrameRequest) => Promise<unknown>) {
  const { parent, received } = parentWindow()
  const handled: FrameRequest[] = []
  const served = serveParent({
    self: window,
    parent,
    origin,
    handle: (r) => {
      handled.push(r)
      return answer(r)
    },
  })
  cleanups.push(served.stop)
  return { ...served, parent, received, handled }
}

const request = (id: string, type: string, payload: object) => ({
  protocol: FRAME_PROTOCOL,
  id,
  type,
  payload,
})
const send = (data: unknown, origin: string, source: Window) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
const settle = () => new Promise((r) => setTimeout(r, 50))

describe("the frame's channel to its parent", () => {
  it('answers a well-formed request from its parent on its origin, to that origin only', async () => {
    const { parent, received, handled } = serving(location.origin, async () => ({ chainId: 31337 }))
    send(request('r1', 'IS_CONNECTED', {}), location.origin, parent)
    await expect
      .poll(() => received)
      .toEqual([{ protocol: FRAME_PROTOCOL, type: 'SUCCESS', id: 'r1', payload: { chainId: 31337 } }])
    expect(handled.map((r) => r.type)).toEqual(['IS_CONNECTED'])
  })

  it('drops, with a warning, what another origin or another window sends, and malformed requests', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { parent, received, handled } = serving(location.origin, async () => ({ ok: true }))
    const stranger = parentWindow().parent
    send(request('a', 'IS_CONNECTED', {}), 'https://evil.example', parent)
    send(request('b', 'IS_CONNECTED', {}), location.origin, stranger)
    send(request('c', 'EXPORT_KEY', {}), location.origin, parent)
    send(request('d', 'CONNECT_OTP', { otp: '12' }), location.origin, parent)
    send({ ...request('e', 'IS_CONNECTED', {}), protocol: 'other/1' }, location.origin, parent)
    await settle()
    expect(handled).toEqual([])
    expect(received).toEqual([])
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Latch frame: a message from https://evil.example was ignored',
      `Latch frame: a message from ${location.origin} was ignored`,
      'Latch frame: a malformed message was ignored',
      'Latch frame: a malformed message was ignored',
      'Latch frame: a malformed message was ignored',
    ])
  })

  it("answers a failure with its message and an RPC error's code, and anything else as a plain error", async () => {
    const failures = [new RpcError('User rejected the request', 4001), new Error(''), 'thrown text']
    const { parent, received } = serving(location.origin, async () => {
      throw failures.shift()
    })
    for (const id of ['x', 'y', 'z']) send(request(id, 'IS_CONNECTED', {}), location.origin, parent)
    await expect.poll(() => received.length).toBe(3)
    expect(received).toEqual([
      {
        protocol: FRAME_PROTOCOL,
        type: 'ERROR',
        id: 'x',
        payload: { message: 'User rejected the request', code: 4001 },
      },
      { protocol: FRAME_PROTOCOL, type: 'ERROR', id: 'y', payload: { message: 'An error occurred' } },
      { protocol: FRAME_PROTOCOL, type: 'ERROR', id: 'z', payload: { message: 'An error occurred' } },
    ])
  })

  it('without a parent origin it handles nothing and posts nothing, its own announcements included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { parent, received, handled, post } = serving(undefined, async () => ({ ok: true }))
    send(request('r', 'IS_CONNECTED', {}), location.origin, parent)
    post({ type: 'READY', payload: { version: '4' } })
    await settle()
    expect(handled).toEqual([])
    expect(received).toEqual([])
  })

  it('stops hearing its parent once stopped', async () => {
    const { parent, received, stop } = serving(location.origin, async () => ({ ok: true }))
    stop()
    send(request('r', 'IS_CONNECTED', {}), location.origin, parent)
    await settle()
    expect(received).toEqual([])
  })
})

describe("the frame's URL", () => {
  it('names the parent origin only when framed and the browser does not name another ancestor', () => {
    const app = 'https://app.example'
    expect(parentOriginOf({ claimed: app, ancestor: app, framed: true })).toBe(app)
    expect(parentOriginOf({ claimed: app, ancestor: undefined, framed: true })).toBe(app)
    expect(parentOriginOf({ claimed: app, ancestor: 'https://evil.example', framed: true })).toBeUndefined()
    expect(parentOriginOf({ claimed: app, ancestor: app, framed: false })).toBeUndefined()
    expect(parentOriginOf({ claimed: '', ancestor: app, framed: true })).toBeUndefined()
  })

  it('names a project only by a plain id', () => {
    expect(projectIdOf(new URLSearchParams('projectId=latch-demo'))).toBe('latch-demo')
    expect(projectIdOf(new URLSearchParams('projectId=a%22%3E%3Cscript%3E'))).toBe('')
    expect(projectIdOf(new URLSearchParams(`projectId=${'x'.repeat(129)}`))).toBe('')
    expect(projectIdOf(new URLSearchParams(''))).toBe('')
  })
})
