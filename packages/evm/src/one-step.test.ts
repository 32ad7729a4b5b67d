/**
 * Connecting and signing in with one prompt (ERC-7846 `wallet_connect`, `signInWithEthereum`) with the
 * Dev Wallet on the devnet, and a `siwx` config of the test's own that verifies each signature with viem
 * as an app's backend would (the Latch server's own verification: server/src/siwx/siwx.test.ts and
 * e2e/specs/siwx.spec.ts). A wallet without it connects, and then signs as ever; a wallet that signs
 * another nonce, domain, chain or account is refused, and nothing is signed in or connected.
 */
import {
  createLatch,
  createMemoryStorage,
  LatchError,
  type SiwxConfig,
  type SiwxMessageParams,
  type SiwxSession,
} from '@latch/core'
import { createDevWallet, type DevWallet } from '@latch/devnet/dev-wallet'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './index.ts'
import { devnetNetworks } from './test-support.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** Sessions kept in memory, each signature verified; each message's fields on a fresh nonce. */
function verifyingConfig() {
  const kept: SiwxSession[] = []
  let n = 0
  const params = async (chainId: SiwxMessageParams['chainId']): Promise<SiwxMessageParams> => ({
    chainId,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: `nonce${++n}abcdef`,
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the test app',
  })
  const config: SiwxConfig = {
    createMessageParams: params,
    async createMessage(input) {
      const { formatSiwxMessage } = await import('@latch/core/api')
      const data = { ...(await params(input.chainId)), ...input }
      return { ...data, toString: () => formatSiwxMessage(data) }
    },
    async addSession(session) {
      const valid = await verifyMessage({
        address: session.data.accountAddress as `0x${string}`,
        message: session.message,
        signature: session.signature as `0x${string}`,
      })
      if (!valid) throw new Error('the signature is not the account’s')
      kept.push(session)
    },
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async (_chainId, address) => kept.filter((s) => s.data.accountAddress === address),
  }
  return { config, kept, made: () => n }
}

/** A mounted instance with sign-in on and a Dev Wallet (signing in as it connects, or not). */
function setUp(connectSignsIn: boolean, tamper?: (answer: Record<string, unknown>) => void) {
  const { chains, networks } = devnetNetworks()
  const page = new EventTarget()
  const wallet: DevWallet = createDevWallet({ chains, accountIndex: 3, connectSignsIn })
  if (tamper) {
    const request = wallet.provider.request
    wallet.provider.request = async (args) => {
      const answer = await request(args)
      if (args.method === 'wallet_connect') tamper(answer as Record<string, unknown>)
      return answer
    }
  }
  cleanups.push(wallet.announce(page))
  const { config, kept, made } = verifyingConfig()
  const latch = createLatch({
    networks,
    adapters: [evmAdapter({ target: page })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
    siwx: config,
  })
  cleanups.push(latch.mount())
  const asked: string[] = []
  wallet.onPrompt((method) => asked.push(method))
  return { latch, wallet, kept, asked, networks, made }
}

const signInOf = (answer: Record<string, unknown>) =>
  (answer.accounts as { capabilities: { signInWithEthereum: { message: string; signature: string } } }[])[0]!
    .capabilities.signInWithEthereum

describe('connect and sign in with one prompt (ERC-7846)', () => {
  it('a wallet with wallet_connect is asked once: connected and signed in with the message it signed', async () => {
    const { latch, wallet, kept, asked, networks } = setUp(true)
    await latch.connect('dev.latch.wallet')
    await expect.poll(() => latch.getState().siwx?.status).toBe('signed-in')
    expect(asked).toEqual(['wallet_connect'])
    expect(kept).toHaveLength(1)
    expect(kept[0]!.message).toMatch(
      new RegExp(`^app\\.example wants you to sign in with your Ethereum account:\\n${wallet.address}\\n`),
    )
    expect(kept[0]!.message).toContain(`\nChain ID: ${networks[0]!.id}\n`)
    expect(latch.getState().modal.history.map((r) => r.view)).not.toContain('SIWXSignMessage')
  })

  it('a wallet without it connects, and the visitor signs next, as ever, on the nonce made for the connect', async () => {
    const { latch, kept, asked, made } = setUp(false)
    await latch.connect('dev.latch.wallet')
    await expect.poll(() => latch.getState().siwx?.status).toBe('required')
    expect(asked).toEqual(['eth_requestAccounts'])
    expect(kept).toHaveLength(0)
    await latch.siwx.sign()
    expect(latch.getState().siwx?.status).toBe('signed-in')
    expect(asked).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(made()).toBe(1)
    expect(kept[0]!.message).toContain('\nNonce: nonce1abcdef\n')
  })

  it('a declined prompt connects nothing and signs nothing in', async () => {
    const { latch, wallet, kept } = setUp(true)
    wallet.rejectNext()
    const error = await latch.connect('dev.latch.wallet').then(
      () => undefined,
      (e: LatchError) => e,
    )
    expect(error?.code).toBe('USER_REJECTED')
    expect(latch.getAccount().isConnected).toBe(false)
    expect(kept).toHaveLength(0)
  })

  it.each([
    [
      'another nonce',
      (m: string) => m.replace(/Nonce: \w+/, 'Nonce: nonce999other'),
      'it is for another nonce',
    ],
    [
      'another domain',
      (m: string) => m.replace(/^app\.example/, 'evil.example'),
      'it is for another domain (evil.example)',
    ],
    [
      'another chain',
      (m: string) => m.replace(/Chain ID: \d+/, 'Chain ID: 1'),
      'it is for another chain (1)',
    ],
    [
      'another account',
      (m: string) => m.replace(/\n0x[0-9a-fA-F]{40}\n/, '\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n'),
      'it is for another account',
    ],
  ])('a sign-in for %s is refused: not connected, not signed in', async (_, change, problem) => {
    const { latch, kept } = setUp(true, (answer) => {
      const signIn = signInOf(answer)
      signIn.message = change(signIn.message)
    })
    const error = await latch.connect('dev.latch.wallet').then(
      () => undefined,
      (e: LatchError) => e,
    )
    expect(error).toBeInstanceOf(LatchError)
    expect(error?.message).toBe(`Sign-in failed: the wallet's sign-in: ${problem}`)
    expect(latch.getAccount().isConnected).toBe(false)
    expect(kept).toHaveLength(0)
  })

  it('a signature from another account is refused by the verification, and nothing is signed in', async () => {
    const { latch, kept } = setUp(true, (answer) => {
      // A well-formed signature, of another key.
      signInOf(answer).signature = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`
    })
    await expect(latch.connect('dev.latch.wallet')).rejects.toThrow()
    expect(latch.getAccount().isConnected).toBe(false)
    expect(kept).toHaveLength(0)
  })
})
