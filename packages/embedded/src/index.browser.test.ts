import { mainnet, solana } from '@latch/core/networks'
import { afterEach, expect, it } from 'vitest'
import { embeddedWallet } from './index.ts'

/** A secure site nothing answers on: the frame is asked for, and never loads. */
const url = 'http://127.0.0.1:9'
const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[title="Latch wallet"]')]
afterEach(() => {
  for (const f of frames()) f.remove()
})

it("boots the frame for a returning visitor of the embedded wallet, on the app's first EVM network, once", async () => {
  const connector = embeddedWallet({ url })
  const app = { projectId: 'latch-demo', networks: [solana, mainnet] }
  connector.preload?.(app, 'auth')
  connector.preload?.(app, 'auth')
  await expect.poll(frames).toHaveLength(1)
  const src = new URL(frames()[0]!.src)
  expect(src.origin).toBe(url)
  expect(src.searchParams.get('projectId')).toBe('latch-demo')
  expect(src.searchParams.get('chainId')).toBe('1')
})

it("boots nothing for another wallet's visitor, nor for an app without an EVM network", async () => {
  embeddedWallet({ url }).preload?.({ projectId: 'latch-demo', networks: [mainnet] }, 'io.metamask')
  embeddedWallet({ url }).preload?.({ projectId: 'latch-demo', networks: [solana] }, 'auth')
  // The one that boots, so the wait has an end: had either of the others booted, there would be more.
  embeddedWallet({ url }).preload?.({ projectId: 'latch-demo', networks: [mainnet] }, 'auth')
  await expect.poll(frames).toHaveLength(1)
  await new Promise((r) => setTimeout(r, 200))
  expect(frames()).toHaveLength(1)
})
