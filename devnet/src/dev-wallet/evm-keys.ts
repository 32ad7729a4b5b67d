/**
 * The Dev Wallet's key work (BIP-32 secp256k1 account, viem's wallet client), loaded on its first
 * request that signs so a page that installs the wallet carries none of it, as an extension's keys live
 * out of the page.
 */
import type { SignInWithEthereum } from '@latch/core/frame'
import { createWalletClient, type Hex, http } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { DevnetChainEndpoint } from '../chains.ts'
import { testAccount } from '../chains.ts'

/** What the Dev Wallet signs and sends as one devnet test account. */
export type EvmSigner = {
  address: Hex
  /** Writes the EIP-4361 message of these fields for this account, and signs it. */
  signIn: (fields: SignInWithEthereum) => Promise<{ message: string; signature: Hex }>
  signMessage: (raw: Hex) => Promise<Hex>
  signTypedData: (typedData: Parameters<ReturnType<typeof testAccount>['signTypedData']>[0]) => Promise<Hex>
  sendTransaction: (
    chain: DevnetChainEndpoint,
    tx: { to: Hex | null; data?: Hex; value?: bigint; gas?: bigint },
  ) => Promise<Hex>
}

/**
 * The signer of devnet test account `index` (anvil's mnemonic, m/44'/60'/0'/0/index).
 *
 * @example
 * await evmSigner(0).signMessage('0x48656c6c6f')
 */
export function evmSigner(index: number): EvmSigner {
  const account = testAccount(index)
  return {
    address: account.address,
    signMessage: (raw) => account.signMessage({ message: { raw } }),
    async signIn(f) {
      const message = createSiweMessage({
        address: account.address,
        chainId: Number(f.chainId),
        domain: f.domain,
        uri: f.uri,
        nonce: f.nonce,
        version: '1',
        ...(f.statement ? { statement: f.statement } : {}),
        ...(f.issuedAt ? { issuedAt: new Date(f.issuedAt) } : {}),
        ...(f.expirationTime ? { expirationTime: new Date(f.expirationTime) } : {}),
      })
      return { message, signature: await account.signMessage({ message }) }
    },
    signTypedData: (typedData) => account.signTypedData(typedData),
    sendTransaction: (chain, tx) =>
      createWalletClient({
        account,
        chain: {
          id: chain.id,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        },
        transport: http(chain.rpcUrl),
      }).sendTransaction(tx),
  }
}
