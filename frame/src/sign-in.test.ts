import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { connectAnswer } from './sign-in.ts'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const origin = 'https://app.example:8443'
const fields = {
  nonce: 'n0nce1234567',
  chainId: '0x7a69',
  domain: 'app.example:8443',
  uri: 'https://app.example:8443/login',
  version: '1',
  statement: 'Sign in to App',
  issuedAt: '2026-11-30T10:00:00.000Z',
}

/** The frame's side of `wallet_connect`, with the approvals it showed and a real key signing. */
function frameWallet(decline = false) {
  const shown: string[] = []
  return {
    shown,
    wallet: {
      address: account.address,
      origin,
      approve: async (message: string) => {
        shown.push(message)
        if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
      sign: (message: string) => account.signMessage({ message }),
    },
  }
}

describe('wallet_connect in the embedded wallet', () => {
  it('answers the account at once, with no approval, when no sign-in is asked', async () => {
    const { shown, wallet } = frameWallet()
    expect(await connectAnswer({ version: '1' }, wallet)).toEqual({
      accounts: [{ address: account.address, capabilities: {} }],
    })
    expect(shown).toEqual([])
  })

  it('shows the EIP-4361 message once and answers it with a signature the account made', async () => {
    const { shown, wallet } = frameWallet()
    const answer = await connectAnswer({ capabilities: { signInWithEthereum: fields } }, wallet)
    const signIn = answer.accounts[0]!.capabilities.signInWithEthereum!
    expect(shown).toEqual([signIn.message])
    expect(parseSiweMessage(signIn.message)).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: 'app.example:8443',
      uri: 'https://app.example:8443/login',
      nonce: 'n0nce1234567',
      statement: 'Sign in to App',
    })
    expect(
      await verifyMessage({ address: account.address, message: signIn.message, signature: signIn.signature }),
    ).toBe(true)
  })

  it('refuses a sign-in for another site than the page that asks, before showing anything', async () => {
    for (const other of [
      { domain: 'evil.example', uri: 'https://evil.example' },
      { domain: 'app.example:8443', uri: 'https://evil.example/' },
      { domain: 'app.example', uri: 'https://app.example:8443' },
    ]) {
      const { shown, wallet } = frameWallet()
      await expect(
        connectAnswer({ capabilities: { signInWithEthereum: { ...fields, ...other } } }, wallet),
      ).rejects.toMatchObject({ code: 4100, message: expect.stringMatching(/not for the page that asks/) })
      expect(shown).toEqual([])
    }
  })

  it('refuses malformed fields with -32602 naming the field, before showing anything', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...fields, nonce: 7 }, /nonce/],
      [{ ...fields, chainId: 'mainnet' }, /chainId/],
      [{ ...fields, chainId: '0x0' }, /chainId/],
      [{ ...fields, uri: 'not a url' }, /uri/],
      [{ ...fields, issuedAt: 'yesterday' }, /issuedAt/],
      [{ ...fields, statement: 5 }, /statement/],
      [{ ...fields, nonce: 'short' }, /cannot be written/],
    ]
    for (const [asked, named] of cases) {
      const { shown, wallet } = frameWallet()
      await expect(
        connectAnswer({ capabilities: { signInWithEthereum: asked } }, wallet),
      ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(named) })
      expect(shown).toEqual([])
    }
    await expect(
      connectAnswer({ capabilities: { signInWithEthereum: null } }, frameWallet().wallet),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signs nothing when the visitor rejects the approval', async () => {
    const { shown, wallet } = frameWallet(true)
    let signed = 0
    await expect(
      connectAnswer(
        { capabilities: { signInWithEthereum: fields } },
        {
          ...wallet,
          sign: async (m) => {
            signed++
            return wallet.sign(m)
          },
        },
      ),
    ).rejects.toMatchObject({ code: 4001 })
    expect(shown).toHaveLength(1)
    expect(signed).toBe(0)
  })
})
