/**
 * The host side's filter, in a real browser: a frame on this test page's own origin (so the test can
 * speak from inside it), and the same messages sent by the page itself, which must count for nothing.
 */
import { FRAME_PROTOCOL, FRAME_VERSION } from '@latch/core/frame'
import { afterEach, expect, it, vi } from 'vitest'
import { type BootingFrame, bootFrame } from './frame-client.ts'

let booted: BootingFrame | undefined
afterEach(() => {
  booted?.destroy()
  booted = undefined
  vi.restoreAllMocks()
})

/** Boots a frame on this page's origin; `say` posts from inside it, `heard` is what it received. */
async function frameHere() {
  booted = bootFrame(location.origin, { projectId: 'latch-demo', chainId: 1 })
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Latch wallet"]')!
  await new Promise((r) => iframe.addEventListener('load', r, { once: true }))
  const inside = iframe.contentWindow as Window & typeof globalThis
  const heard: { id: string; type: string }[] = []
  inside.addEventListener('message', (e) => heard.push(e.data))
  // A function of the frame's own realm: its messages come from the frame's window.
  const say = new inside.Function('data', 'parent.postMessage(data, "*")') as (data: unknown) => void
  return { booting: booted, say, heard }
}
/** Posts from this page itself: the window the frame's messages must not come from. */
const sayFromPage = (data: unknown) => window.postMessage(data, '*')
/**
 * Whether `p` settles within `ms`: 100 ms for what must not happen (nothing is coming), and a long wait
 * for what must, which costs nothing when it comes (a loaded CI machine once took over 100 ms).
 */
const settled = (p: Promise<unknown>, ms = 100) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))])

it('opens only when the frame itself says READY; the same from another window is dropped with a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { booting, say } = await frameHere()
  sayFromPage({ protocol: FRAME_PROTOCOL, type: 'READY', payload: { version: FRAME_VERSION } })
  expect(await settled(booting.opened)).toBe(false)
  expect(warn).toHaveBeenCalledWith(`Latch: a frame message from ${location.origin} was ignored`)
  say({ protocol: FRAME_PROTOCOL, type: 'READY', payload: { version: FRAME_VERSION } })
  expect(await settled(booting.opened, 10_000)).toBe(true)
})

it("settles a call with the frame's own answer to its id only; a malformed answer is dropped", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { booting, say, heard } = await frameHere()
  say({ protocol: FRAME_PROTOCOL, type: 'READY', payload: { version: FRAME_VERSION } })
  await booting.opened
  const answer = booting.call('IS_CONNECTED', {}, 5_000)
  await expect.poll(() => heard.length).toBe(1)
  const { id } = heard[0]!
  expect(heard[0]).toMatchObject({ protocol: FRAME_PROTOCOL, type: 'IS_CONNECTED' })
  // The page forging the answer, and the frame answering in a shape the protocol does not have.
  sayFromPage({ protocol: FRAME_PROTOCOL, id, type: 'SUCCESS', payload: { connected: true } })
  say({ protocol: FRAME_PROTOCOL, id, type: 'SUCCESS' })
  say({ protocol: FRAME_PROTOCOL, id: 'another', type: 'SUCCESS', payload: { connected: true } })
  expect(await settled(answer)).toBe(false)
  expect(warn).toHaveBeenCalledWith('Latch: a malformed frame message was ignored')
  say({ protocol: FRAME_PROTOCOL, id, type: 'SUCCESS', payload: { connected: false } })
  expect(await answer).toEqual({ connected: false })
})

it("fails a call whose success is not of its request's shape, rather than resolving with it", async () => {
  const { booting, say, heard } = await frameHere()
  say({ protocol: FRAME_PROTOCOL, type: 'READY', payload: { version: FRAME_VERSION } })
  await booting.opened
  const user = booting.call('GET_USER', { chainId: 1 }, 5_000)
  await expect.poll(() => heard.length).toBe(1)
  // A well-formed message whose payload is no user: no address, a chain id as text.
  say({ protocol: FRAME_PROTOCOL, id: heard[0]!.id, type: 'SUCCESS', payload: { email: null, chainId: '1' } })
  await expect(user).rejects.toThrow('The wallet frame answered GET_USER with a malformed result')
})

it("tells the app of a session change from the frame only, never from the page's own forgery", async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { booting, say } = await frameHere()
  const heard: (string | null)[] = []
  booting.sessionListeners.add((address) => heard.push(address))
  const update = { protocol: FRAME_PROTOCOL, type: 'SESSION_UPDATE', payload: { address: null } }
  sayFromPage(update)
  say(update)
  await expect.poll(() => heard).toEqual([null])
  await new Promise((r) => setTimeout(r, 100))
  expect(heard).toEqual([null])
})

it('gives the focus back when the frame hides, so the next key a person presses (Escape) reaches the page', async () => {
  const { booting, say } = await frameHere()
  say({ protocol: FRAME_PROTOCOL, type: 'READY', payload: { version: FRAME_VERSION } })
  await booting.opened
  const button = document.createElement('button')
  const holder = document.createElement('div')
  document.body.append(button, holder)
  button.focus()
  booting.place(holder)
  expect(document.activeElement?.tagName).toBe('IFRAME')
  booting.place(null)
  expect(document.activeElement).toBe(button)
  button.remove()
  holder.remove()
})
