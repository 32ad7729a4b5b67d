import { APPROVAL_RPC_METHODS, REFUSED_RPC_METHODS, SAFE_RPC_METHODS } from '@latch/core/frame'
import { describe, expect, it } from 'vitest'
import { RpcError } from './rpc-error.ts'
import { checkRequest, kindOf } from './rpc-policy.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const stranger = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const wallet = { address, chainId: 31337 }
const typed = {
  domain: { name: 'LUSD', version: '1', chainId: 31337, verifyingContract: stranger },
  types: { Permit: [{ name: 'owner', type: 'address' }] },
  primaryType: 'Permit',
  message: { owner: address },
}

/** What the policy says to a request: the checked request, or the refusal's code and message. */
const verdict = (method: string, params: unknown) => {
  try {
    return checkRequest(method, params, wallet)
  } catch (e) {
    if (!(e instanceof RpcError)) throw e
    return { code: e.code, message: e.message }
  }
}

describe('the table', () => {
  it('asks for every method that signs or sends, answers or reads the safe ones, refuses the rest', () => {
    for (const m of APPROVAL_RPC_METHODS) expect(kindOf(m), m).toBe('approve')
    for (const m of REFUSED_RPC_METHODS) expect(kindOf(m), m).toBe('refuse')
    for (const m of SAFE_RPC_METHODS)
      expect(kindOf(m), m).toBe(
        m === 'wallet_switchEthereumChain'
          ? 'refuse'
          : [
                'eth_accounts',
                'eth_requestAccounts',
                'eth_chainId',
                'wallet_getCallsStatus',
                'wallet_getCapabilities',
              ].includes(m)
            ? 'answer'
            : 'read',
      )
    // Methods no list names, however wallet-like: refused, never passed on to the chain.
    for (const m of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'personal_ecRecover',
      '',
      'constructor',
      '__proto__',
    ])
      expect(kindOf(m), m).toBe('refuse')
  })
})

describe('a hostile host page', () => {
  it.each([
    ['an unknown method', 'eth_sign', [address, '0xdead'], 4200, 'Requested RPC call is not allowed'],
    ['a method kept for later', 'wallet_grantPermissions', [{}], 4200, 'Action not allowed'],
    [
      'a network switch behind the modal',
      'wallet_switchEthereumChain',
      [{ chainId: '0x1' }],
      4200,
      'Switch networks through the modal',
    ],
    [
      'a message from another address',
      'personal_sign',
      ['hello', stranger],
      4100,
      `${stranger} is not this wallet's address`,
    ],
    [
      'a message that is no text',
      'personal_sign',
      [{ text: 'hello' }, address],
      -32602,
      'personal_sign: takes a message',
    ],
    ['a from that is no address', 'personal_sign', ['hello', 42], 4100, "42 is not this wallet's address"],
    [
      'typed data from another address',
      'eth_signTypedData_v4',
      [stranger, typed],
      4100,
      `${stranger} is not this wallet's address`,
    ],
    [
      'typed data that is not JSON',
      'eth_signTypedData_v4',
      [address, '{"domain":'],
      -32602,
      'eth_signTypedData_v4: the typed data is not JSON',
    ],
    [
      'typed data without its types',
      'eth_signTypedData_v4',
      [address, JSON.stringify({ ...typed, types: undefined })],
      -32602,
      'eth_signTypedData_v4: the typed data needs domain, types, primaryType and message',
    ],
    [
      'typed data whose primary type is not among them',
      'eth_signTypedData_v4',
      [address, { ...typed, primaryType: 'Transfer' }],
      -32602,
      'eth_signTypedData_v4: primaryType "Transfer" is not among its types',
    ],
    [
      'a transaction from another address',
      'eth_sendTransaction',
      [{ from: stranger, to: stranger, value: '0x1' }],
      4100,
      `${stranger} is not this wallet's address`,
    ],
    [
      'a transaction for another network',
      'eth_sendTransaction',
      [{ from: address, to: stranger, value: '0x1', chainId: '0x1' }],
      -32602,
      'eth_sendTransaction: chainId "0x1" is not the network the wallet is on (0x7a69)',
    ],
    [
      'a transaction to no address',
      'eth_sendTransaction',
      [{ from: address, to: 'vitalik.eth', value: '0x1' }],
      -32602,
      'eth_sendTransaction: to must be an address',
    ],
    [
      'a value that is no quantity',
      'eth_sendTransaction',
      [{ from: address, to: stranger, value: '0x' }],
      -32602,
      'eth_sendTransaction: value must be a hex quantity',
    ],
    [
      'a decimal gas limit',
      'eth_sendTransaction',
      [{ from: address, to: stranger, gas: 21000 }],
      -32602,
      'eth_sendTransaction: gas must be a hex quantity',
    ],
    [
      'data of half a byte',
      'eth_sendTransaction',
      [{ from: address, to: stranger, data: '0xabc' }],
      -32602,
      'eth_sendTransaction: data must be hex bytes',
    ],
    [
      'no transaction at all',
      'eth_sendTransaction',
      [],
      -32602,
      'eth_sendTransaction: takes a transaction object',
    ],
    [
      'capabilities of another address',
      'wallet_getCapabilities',
      [stranger, ['0x7a69']],
      4100,
      `${stranger} is not this wallet's address`,
    ],
  ])('refuses %s', (_, method, params, code, message) => {
    expect(verdict(method, params)).toEqual({ code, message })
  })

  it('lets well-formed requests through with their parameters checked', () => {
    expect(verdict('personal_sign', ['hello', address.toLowerCase()])).toEqual({
      method: 'personal_sign',
      message: 'hello',
    })
    expect(verdict('eth_signTypedData_v4', [address, JSON.stringify(typed)])).toEqual({
      method: 'eth_signTypedData_v4',
      typed,
    })
    // Typed data for another network passes: its approval says so and waits for the visitor's consent.
    const elsewhere = { ...typed, domain: { ...typed.domain, chainId: 1 } }
    expect(verdict('eth_signTypedData_v4', [address, elsewhere])).toMatchObject({ typed: elsewhere })
    const tx = { from: address, to: stranger, value: '0x5af3107a4000', data: '0x', chainId: '0x7a69' }
    expect(verdict('eth_sendTransaction', [tx])).toEqual({ method: 'eth_sendTransaction', tx })
    expect(verdict('eth_getBalance', [address, 'latest'])).toEqual({
      method: 'read',
      name: 'eth_getBalance',
      params: [address, 'latest'],
    })
    expect(verdict('eth_chainId', undefined)).toEqual({ method: 'eth_chainId' })
  })
})
