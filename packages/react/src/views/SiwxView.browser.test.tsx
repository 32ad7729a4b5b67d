/**
 * SIWXSignMessage over the real test server: `latchSiwx()` asks for a sign-in right after a wallet
 * connects; signing gives a session the server vouches for; declining or cancelling disconnects;
 * disconnecting signs out on the server.
 */
import { latchSiwx } from '@latch/core'
import { verifyMessage } from 'viem'
import { describe, expect, inject, it, onTestFinished } from 'vitest'
import { page } from 'vitest/browser'
import { pickOnConnect, renderLatch } from '../test/render.tsx'

const signInDialog = () => page.getByRole('dialog', { name: 'Sign in' })
/** What the server says of a session token: its status and, when it holds, the session. */
const serverSession = async (token: string) => {
  const res = await fetch(`${inject('apiUrl')}/v1/siwx/session?projectId=latch-demo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return {
    status: res.status,
    body: (await res.json()) as { session?: { address: string; message: string } },
  }
}

describe('SIWXSignMessage', () => {
  it('asks right after connecting; Sign gives a session the server holds, and Disconnect signs it out', async () => {
    const r = renderLatch({
      siwx: latchSiwx({ statement: 'Sign in to the component tests' }),
      metadata: { name: 'Tests' },
    })
    await pickOnConnect('Dev Wallet')
    await expect
      .element(signInDialog().getByText(/^Tests asks you to sign a message to prove this wallet is yours/))
      .toBeVisible()
    await expect.element(signInDialog().getByText('Cancelling disconnects the wallet.')).toBeVisible()
    await signInDialog().getByRole('button', { name: 'Sign' }).click()
    await expect.element(signInDialog()).not.toBeInTheDocument()

    const session = await r.latch.siwx.getSession()
    expect(r.latch.getState().siwx?.status).toBe('signed-in')
    // The wallet signed the EIP-4361 message the server made the nonce for, on this page's origin.
    expect(session?.message).toMatch(
      new RegExp(
        `^${location.host} wants you to sign in with your Ethereum account:\\n${r.wallet.address}\\n\\nSign in to the component tests\\n`,
      ),
    )
    expect(
      await verifyMessage({
        address: r.wallet.address,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    const held = await serverSession(session!.token!)
    expect(held.status).toBe(200)
    expect(held.body.session?.address.toLowerCase()).toMatch(
      new RegExp(`:${r.wallet.address.toLowerCase()}$`),
    )

    await r.latch.disconnect()
    await expect.poll(async () => (await serverSession(session!.token!)).status).toBe(401)
    expect(r.latch.getState().siwx).toBeUndefined()
  })

  it('a declined signature disconnects with "Signature declined"; Cancel does too', async () => {
    const r = renderLatch({ siwx: latchSiwx() })
    await pickOnConnect('Dev Wallet')
    await expect.element(signInDialog().getByRole('button', { name: 'Sign' })).toBeEnabled()
    r.wallet.rejectNext()
    await signInDialog().getByRole('button', { name: 'Sign' }).click()
    await expect.element(page.getByText('Signature declined')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(r.latch.getAccount().isConnected).toBe(false)

    // On this phone-wide page the toast shows at the top, clear of the bottom sheet: connecting again
    // while it shows is one tap.
    await expect.element(page.getByText('Signature declined')).toBeVisible()
    await pickOnConnect('Dev Wallet')
    await signInDialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(r.latch.getAccount().isConnected).toBe(false)
  })

  it('where signing is optional, Cancel keeps the wallet connected and signed out', async () => {
    const r = renderLatch({ siwx: latchSiwx({ required: false }) })
    await pickOnConnect('Dev Wallet')
    await expect
      .element(signInDialog().getByText('Cancelling disconnects the wallet.'))
      .not.toBeInTheDocument()
    await signInDialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(signInDialog()).not.toBeInTheDocument()
    expect(r.latch.getAccount().isConnected).toBe(true)
    expect(r.latch.getState().siwx?.status).toBe('skipped')
    expect(await r.latch.siwx.getSession()).toBeUndefined()
  })

  it('a message the server refuses (a nonce it never gave) says "Sign-in failed" and asks again; the next one signs in', async () => {
    // What a replay looks like to the server: this page's next nonce answer is swapped for a made-up one.
    const realFetch = window.fetch
    let swapped = false
    window.fetch = async (input, init) => {
      const res = await realFetch(input, init)
      const url = input instanceof Request ? input.url : String(input)
      if (swapped || !url.includes('/v1/siwx/nonce')) return res
      swapped = true
      return new Response(JSON.stringify({ ...(await res.json()), nonce: 'madeup0in0the0page' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    onTestFinished(() => {
      window.fetch = realFetch
    })
    const r = renderLatch({ siwx: latchSiwx() })
    await pickOnConnect('Dev Wallet')
    await signInDialog().getByRole('button', { name: 'Sign' }).click()
    await expect.element(signInDialog().getByRole('alert')).toHaveTextContent('Sign-in failed')
    expect(r.latch.getState().siwx?.status).toBe('required')
    expect(r.latch.getAccount().isConnected).toBe(true)

    await signInDialog().getByRole('button', { name: 'Sign' }).click()
    await expect.element(signInDialog()).not.toBeInTheDocument()
    expect(r.latch.getState().siwx?.status).toBe('signed-in')
  })
})
