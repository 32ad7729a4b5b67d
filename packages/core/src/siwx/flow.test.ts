/**
 * The sign-in flow with an AppKit-shaped `siwx` config of the test's own (the Latch server's
 * `latchSiwx()` is tested against the real server in the component and e2e tests): when it asks, what
 * it hands the config, and what a kept session, a disconnect and an optional sign-in do.
 */

import { formatSiwxMessage } from '@latch/protocol/api/siwx-message'
import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import type { LatchOptions } from '../options.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import { baseOptions, scripted } from '../test-support.ts'
import type { SiweConfig, SiweCreateMessageArgs, SiwxConfig, SiwxMessageData, SiwxSession } from './types.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const view = (latch: ReturnType<typeof createLatch>) =>
  latch.getState().modal.open ? latch.getState().modal.history.at(-1)?.view : undefined

/** A config keeping sessions in memory, as an app's own would; `calls` records what Latch asked. */
function memoryConfig(kept: SiwxSession[] = [], required = true) {
  const calls: string[] = []
  const config: SiwxConfig = {
    createMessage: vi.fn(async (input) => {
      const data: SiwxMessageData = {
        ...input,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdef123456',
        issuedAt: '2026-11-27T00:00:00.000Z',
      }
      return { ...data, toString: () => formatSiwxMessage(data) }
    }),
    addSession: vi.fn(async (s: SiwxSession) => {
      kept.push(s)
    }),
    revokeSession: vi.fn(async (chainId: CaipNetworkId, address: string) => {
      calls.push(`revoke ${chainId} ${address}`)
    }),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async (_chainId: CaipNetworkId, address: string) =>
      kept.filter((s) => s.data.accountAddress === address),
    ),
    getRequired: () => required,
  }
  return { config, kept, calls }
}

/** A mounted instance whose one wallet signs with a recognisable signature. */
function setUp(over: Partial<LatchOptions>) {
  const s = scripted({ w: { address: A, chainId: 31337 } })
  const signed: string[] = []
  s.adapter.signMessage = async ({ message }) => {
    signed.push(message)
    return `0xsigned${signed.length}`
  }
  const latch = createLatch(baseOptions({ adapters: [s.adapter], ...over }))
  latch.mount()
  return { latch, signed }
}

describe('sign in with X', () => {
  it('asks right after connecting, then hands the config the message the wallet signed', async () => {
    const { config, kept } = memoryConfig()
    const { latch, signed } = setUp({ siwx: config })
    await latch.connect('w')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    expect(latch.getState().siwx).toEqual({ status: 'required', account: `eip155:${A.toLowerCase()}` })

    await latch.siwx.sign()
    expect(config.createMessage).toHaveBeenCalledWith({ accountAddress: A, chainId: 'eip155:31337' })
    expect(signed).toHaveLength(1)
    expect(signed[0]).toMatch(/^app\.example wants you to sign in with your Ethereum account:\n0xf39F/)
    expect(kept).toEqual([
      {
        data: expect.objectContaining({ accountAddress: A, nonce: 'abcdef123456' }),
        message: signed[0],
        signature: '0xsigned1',
      },
    ])
    expect(latch.getState().siwx?.status).toBe('signed-in')
    expect(await latch.siwx.getSession()).toBe(latch.getState().siwx?.session)
    expect(view(latch)).toBeUndefined()
  })

  it('asks nothing when the config still holds a session for the account (a reload)', async () => {
    const { config } = memoryConfig([
      {
        data: {
          accountAddress: A,
          chainId: 'eip155:31337',
          domain: 'app.example',
          uri: 'https://app.example',
          version: '1',
          nonce: 'n0nce0000',
        },
        message: 'm',
        signature: '0x1',
      },
    ])
    const { latch, signed } = setUp({ siwx: config })
    await latch.connect('w')
    await vi.waitFor(() => expect(latch.getState().siwx?.status).toBe('signed-in'))
    expect(view(latch)).not.toBe('SIWXSignMessage')
    expect(signed).toEqual([])
  })

  it('signs out on disconnect, unless signOutOnDisconnect is false', async () => {
    for (const signOutOnDisconnect of [true, false]) {
      const { config, calls } = memoryConfig()
      const { latch } = setUp({ siwx: { ...config, signOutOnDisconnect } })
      await latch.connect('w')
      await vi.waitFor(() => expect(latch.getState().siwx?.status).toBe('required'))
      await latch.siwx.sign()
      await latch.disconnect()
      await vi.waitFor(() => expect(latch.getState().siwx).toBeUndefined())
      expect(calls).toEqual(signOutOnDisconnect ? [`revoke eip155:31337 ${A}`] : [])
    }
  })

  it('another wallet connecting beside the signed-in one (several wallets) signs nothing out; disconnected alone, it signs out', async () => {
    const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { config, calls } = memoryConfig()
    const s = scripted({ w: { address: A, chainId: 31337 }, v: { address: B, chainId: 31337 } })
    s.adapter.signMessage = async () => '0xsigned'
    const latch = createLatch(
      baseOptions({ adapters: [s.adapter], siwx: config, features: { multiWallet: true } }),
    )
    latch.mount()
    await latch.connect('w')
    await vi.waitFor(() => expect(latch.getState().siwx?.status).toBe('required'))
    await latch.siwx.sign()
    await latch.connect('v')
    await vi.waitFor(() => expect(latch.getState().siwx?.account).toBe(`eip155:${B.toLowerCase()}`))
    // Back on the first: its session is still there, nothing asked.
    await latch.wallets.switchConnection('w')
    await vi.waitFor(() => expect(latch.getState().siwx?.status).toBe('signed-in'))
    expect(calls).toEqual([])

    // The second one disconnected alone: its own session ends, the first stays signed in.
    await latch.wallets.disconnect('v')
    await vi.waitFor(() => expect(calls).toEqual([`revoke eip155:31337 ${B}`]))
    expect(latch.getState().siwx?.status).toBe('signed-in')
  })

  it('where signing is optional, Cancel (or closing the modal) leaves the wallet connected and signed out', async () => {
    const { config } = memoryConfig([], false)
    const { latch } = setUp({ siwx: config })
    await latch.connect('w')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    latch.close()
    await vi.waitFor(() => expect(latch.getState().siwx?.status).toBe('skipped'))
    expect(latch.getAccount().isConnected).toBe(true)
  })

  it('a config without the SIWX methods is refused by name, in the console and on every call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { latch } = setUp({ siwx: { getSessions: async () => [] } as unknown as SiwxConfig })
    await expect(latch.siwx.getSession()).rejects.toThrow(
      'Invalid option: createLatch: options.siwx must be latchSiwx() or a SIWX config; it has no createMessage, addSession, revokeSession, setSessions',
    )
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it("runs AppKit's older siweConfig through the same flow: its nonce, its message, its verification and session", async () => {
    let session: { address: string; chainId: number } | null = null
    const made: SiweCreateMessageArgs[] = []
    const events: string[] = []
    const siwe: SiweConfig = {
      getNonce: async () => 'siwenonce1',
      getMessageParams: async () => ({ statement: 'Sign in to the old app' }),
      createMessage: (args) => {
        made.push(args)
        return `message for ${args.address} with ${args.nonce}`
      },
      verifyMessage: async ({ message, signature }) => {
        events.push(`verify ${message} ${signature}`)
        session = { address: A, chainId: 31337 }
        return true
      },
      getSession: async () => session,
      signOut: async () => {
        session = null
        return true
      },
      onSignIn: (s) => events.push(`signed in ${s?.address}`),
      onSignOut: () => events.push('signed out'),
    }
    const { latch, signed } = setUp({ siweConfig: siwe })
    await latch.connect('w')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    await latch.siwx.sign()
    expect(made).toEqual([
      expect.objectContaining({
        address: `eip155:31337:${A}`,
        chainId: 31337,
        nonce: 'siwenonce1',
        version: '1',
        statement: 'Sign in to the old app',
      }),
    ])
    expect(signed).toEqual([`message for eip155:31337:${A} with siwenonce1`])
    expect(events).toEqual([`verify ${signed[0]} 0xsigned1`, `signed in ${A}`])
    expect(latch.getState().siwx?.status).toBe('signed-in')

    // The app's own session answers on the next page load: nothing is asked.
    const again = setUp({ siweConfig: siwe })
    await again.latch.connect('w')
    await vi.waitFor(() => expect(again.latch.getState().siwx?.status).toBe('signed-in'))
    expect(again.signed).toEqual([])

    await again.latch.disconnect()
    await vi.waitFor(() => expect(events.at(-1)).toBe('signed out'))
    expect(session).toBeNull()
  })

  it('a siweConfig the app refuses the signature of stays asking, saying sign-in failed', async () => {
    const siwe: SiweConfig = {
      getNonce: async () => 'siwenonce2',
      createMessage: (args) => `message ${args.nonce}`,
      verifyMessage: async () => false,
      getSession: async () => null,
      signOut: async () => true,
    }
    const { latch } = setUp({ siweConfig: siwe })
    await latch.connect('w')
    await vi.waitFor(() => expect(view(latch)).toBe('SIWXSignMessage'))
    await latch.siwx.sign()
    expect(latch.getState().siwx).toMatchObject({ status: 'required', error: { code: 'SIWX_FAILED' } })
    expect(latch.describeError(latch.getState().siwx?.error)).toBe('Sign-in failed')
  })
})
