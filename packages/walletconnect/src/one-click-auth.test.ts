// The official clients skip their Verify and telemetry calls in test runs: nothing leaves loopback.
process.env.IS_VITEST = 'true'

import { isUserRejection, type PairingSession, type SignInWithEthereum } from '@latch/core'
import { devnetNetworks } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { memoryStorage, type Relay, startRelay, startTestWallet } from '@latch/devnet/walletconnect'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { walletConnect } from './index.ts'

const chains = inject('devnet')
const networks = devnetNetworks(chains)
const chain = chains[0]!
let relay: Relay
const cleanups: (() => unknown)[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

const signIn: SignInWithEthereum = {
  nonce: 'oneclick12345',
  chainId: `0x${chain.id.toString(16)}`,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  statement: 'Sign in to App',
}

let seq = 0
/** Pairs an app's connector with a test wallet (with or without one-click auth), asking `signIn`. */
async function pairWith(oneClickAuth: boolean) {
  seq += 1
  const wallet = await startTestWallet({
    relayUrl: relay.url,
    chains,
    accountIndex: 8,
    storagePrefix: `oca-w${seq}`,
    oneClickAuth,
  })
  cleanups.push(() => wallet.stop())
  const connector = walletConnect({
    projectId: 'latch-test',
    relayUrl: relay.url,
    storagePrefix: `oca-app${seq}`,
    storage: memoryStorage(),
  })
  let uri: (value: string) => void = () => {}
  const shown = new Promise<string>((resolve) => {
    uri = resolve
  })
  const session = connector.pair({
    networks,
    signIn,
    onUri: (u) => uri(u),
    onInterrupted: () => {},
    signal: new AbortController().signal,
  })
  session.catch(() => {})
  await wallet.pair(await shown)
  return { wallet, session }
}

describe('one-click auth (CAIP-222) over the local relay', () => {
  it('a wallet that has it pairs and signs the requested message, on the requested chain, for its account', async () => {
    const { wallet, session } = await pairWith(true)
    const asked = await wallet.nextAuthentication()
    expect(asked.params.authPayload).toMatchObject({
      domain: 'app.example',
      aud: 'https://app.example',
      nonce: 'oneclick12345',
    })
    expect(asked.params.authPayload.chains[0]).toBe(`eip155:${chain.id}`)
    await wallet.approveAuthentication(asked)
    const paired: PairingSession = await session
    const { message, signature } = paired.signIn!
    expect(parseSiweMessage(message)).toMatchObject({
      address: wallet.address,
      chainId: chain.id,
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'oneclick12345',
    })
    // The methods it grants ride along as a ReCap, named in the statement the wallet signed.
    expect(message).toMatch(/Sign in to App I further authorize the stated URI/)
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
    expect(paired.accounts).toContain(`eip155:${chain.id}:${wallet.address}`)
    const provider = paired.provider('eip155') as { request: (a: { method: string }) => Promise<unknown> }
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])
  })

  it('a wallet that refuses it rejects the pairing as a refusal (the flow shows "Connection rejected")', async () => {
    const { wallet, session } = await pairWith(true)
    await wallet.rejectAuthentication(await wallet.nextAuthentication())
    const error = await session.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isUserRejection(error)).toBe(true)
  })

  it('a wallet without it approves the proposal sent beside: paired, with nothing signed', async () => {
    const { wallet, session } = await pairWith(false)
    await wallet.approve(await wallet.nextProposal())
    const paired = await session
    expect(paired.signIn).toBeUndefined()
    expect(paired.accounts).toContain(`eip155:${chain.id}:${wallet.address}`)
  })
})
