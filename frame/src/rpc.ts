/**
 * The frame's answer to RPC requests (SPEC §6): safe methods run at once (reads through the server's
 * proxy); signing and sending methods first show the approval, with what is signed or sent in readable
 * form; known smart-account methods are 'Action not allowed', anything else 'Requested RPC call is not
 * allowed'.
 */

import {
  delegateOf,
  type FrameAccountType,
  SMART_ACCOUNT_FUNCTIONS,
  type WalletCall,
} from '@latch/core/frame'
import { createClient, defineChain, encodeFunctionData, type Hex, http, isHex, parseAbi } from 'viem'
import { getCode, sendTransaction, signAuthorization } from 'viem/actions'
import { createAccountTypes } from './account-type.ts'
import { bundlerUrl, rpcUrl } from './api.ts'
import { createApprovalQueue } from './approval-queue.ts'
import { type Batches, createBatches } from './batches.ts'
import type { DescribeContext, Described } from './decode/describe.ts'
import { t } from './i18n/index.ts'
import { networkLabel } from './network-names.ts'
import { readable, symbolOf } from './readable.ts'
import { RpcError } from './rpc-error.ts'
import { checkRequest, own } from './rpc-policy.ts'
import { connectAnswer } from './sign-in.ts'
import type { SponsoredContext } from './sponsored.ts'
import type { Wallet } from './wallet.ts'

const chainOf = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl(id)] } },
  })

/** The smart-account implementation's batch entry (`Simple7702Account`'s, as ERC-4337's `BaseAccount` has it). */
const EXECUTE_BATCH = parseAbi([SMART_ACCOUNT_FUNCTIONS[1]])

/** The decoder loads with the first approval, not with the frame: logins never wait for it. */
const decoder = () => import('./decode/describe.ts')
/** ERC-4337's machinery (viem's account abstraction) loads with the first call a paymaster may pay for. */
const sponsorship = () => import('./sponsored.ts')

/**
 * Handles RPC requests for one frame's wallet. `ui.onShow`/`onHide` tell the host to show the frame;
 * `ui.site` names who asks: the parent's origin, as the browser reports it, with the name the app gives.
 */
export function createRpc(
  wallet: Wallet,
  ui: {
    onShow: (method: string) => void
    onHide: () => void
    site: () => string
    /** The parent page's origin, as the browser reported it: what a sign-in may be for. */
    origin: () => string
    /** The app's name for a network (SYNC_NETWORKS), if it gave one: approvals show it only as network-names.ts allows. */
    appNetworkName: (chainId: number) => string | undefined
    /** The visitor's preferred account type (the app's, in GET_USER): a batch upgrades only with smartAccount. */
    preferredAccountType: () => FrameAccountType
    /** The app's name, from its metadata, when it gave one: who pays a sponsored fee. */
    appName: () => string | undefined
  },
) {
  const networkName = (chainId: number) => networkLabel(chainId, ui.appNetworkName(chainId), t().chain)

  // Bare clients with the few actions used, not viem's decorated ones: the frame stays small.
  const reads = (chainId: number) =>
    createClient({ chain: chainOf(chainId), transport: http(rpcUrl(chainId)) })
  const writes = (chainId: number) =>
    createClient({
      account: wallet.account(),
      chain: chainOf(chainId),
      transport: http(rpcUrl(chainId)),
    })

  // Where the server enables smart accounts and where the project pays their gas (asked once; none when
  // it cannot be read, and asked again).
  let enabled: Promise<Map<number, { implementation: Hex; sponsored: boolean }>> | undefined
  const smartAccountNetworks = () =>
    (enabled ??= wallet.smartAccounts().then(
      (r) =>
        new Map(
          r.networks.map((n) => [
            n.chainId,
            { implementation: n.implementation as Hex, sponsored: n.sponsored === true },
          ]),
        ),
      () => {
        enabled = undefined
        return new Map()
      },
    ))
  const implementation = async (chainId: number) =>
    (await smartAccountNetworks()).get(chainId)?.implementation

  /**
   * Who pays for these calls: the app, where it sponsors gas on the network, the account already runs the
   * enabled smart account and the paymaster accepts them (asked with its stub: nothing is counted until
   * the visitor approves); else undefined, and the visitor pays as usual.
   */
  const sponsorFor = async (
    chainId: number,
    calls: readonly WalletCall[],
    /** Already known to run the enabled implementation (a checked batch read it): not read again. */
    upgraded = false,
  ): Promise<SponsoredContext | undefined> => {
    const network = (await smartAccountNetworks()).get(chainId)
    if (!network?.sponsored || calls.some((c) => !c.to)) return undefined
    if (!upgraded) {
      const code = await getCode(reads(chainId), { address: wallet.address() }).catch(() => undefined)
      if (delegateOf(code) !== network.implementation.toLowerCase()) return undefined
    }
    const context: SponsoredContext = {
      client: reads(chainId),
      owner: wallet.account(),
      implementation: network.implementation,
      bundler: http(bundlerUrl(chainId)),
      paymaster: (body) => wallet.paymaster(body),
    }
    return (await (await sponsorship()).sponsors(context, calls)) ? context : undefined
  }
  /** The approval's line saying who pays the network fee. */
  const feeLine = (sponsor: SponsoredContext | undefined) => {
    const app = ui.appName()
    return {
      label: t().networkFee,
      value: sponsor ? (app ? t().feePaidBy(app) : t().feePaidByApp) : t().feePaidByYou,
    }
  }
  const withFee = (described: Described, sponsor: SponsoredContext | undefined): Described => ({
    ...described,
    details: [...described.details, feeLine(sponsor)],
  })
  const batches: Batches = createBatches({
    send: (chainId, call) =>
      sendTransaction(writes(chainId), {
        to: call.to,
        value: BigInt(call.value ?? '0x0'),
        ...(call.data ? { data: call.data } : {}),
      } as never),
    reads,
    address: () => wallet.address(),
    implementation,
    mayUpgrade: () => ui.preferredAccountType() === 'smartAccount',
    async sendAtomic(chainId, calls, upgrade) {
      const client = writes(chainId)
      const authorization = upgrade
        ? await signAuthorization(client, { contractAddress: upgrade, executor: 'self' } as never)
        : undefined
      return sendTransaction(client, {
        to: wallet.address(),
        data: encodeFunctionData({
          abi: EXECUTE_BATCH,
          functionName: 'executeBatch',
          args: [calls.map((c) => ({ target: c.to, value: BigInt(c.value ?? '0x0'), data: c.data ?? '0x' }))],
        }),
        ...(authorization ? { authorizationList: [authorization] } : {}),
      } as never)
    },
  })

  const { approve, abort } = createApprovalQueue(ui)

  const accountTypes = createAccountTypes({
    reads,
    address: () => wallet.address(),
    implementation,
    networks: async () => [...(await smartAccountNetworks()).keys()],
    approve: (type, chainId, contract) =>
      approve(
        'wallet_setAccountType',
        type === 'smartAccount'
          ? {
              title: t().switchToSmartAccount,
              details: [
                { label: t().account, value: t().becomesSmartAccount },
                { label: t().contract, value: contract!, mono: true },
                { label: t().network, value: networkName(chainId) },
                feeLine(undefined),
              ],
              warnings: [],
            }
          : {
              title: t().switchToEoa,
              details: [
                { label: t().account, value: t().becomesEoa },
                { label: t().network, value: networkName(chainId) },
                feeLine(undefined),
              ],
              warnings: [],
            },
      ),
    async delegate(chainId, target) {
      const client = writes(chainId)
      const authorization = await signAuthorization(client, {
        contractAddress: target,
        executor: 'self',
      } as never)
      return sendTransaction(client, {
        to: wallet.address(),
        authorizationList: [authorization],
      } as never)
    },
  })

  /** A token's symbol and decimals from the chain (decimals absent for NFTs), kept per chain and address. */
  const tokens = new Map<string, Promise<{ symbol?: string; decimals?: number }>>()
  const token = (chainId: number) => (address: Hex) => {
    const key = `${chainId}:${address.toLowerCase()}`
    let found = tokens.get(key)
    if (!found) {
      const client = reads(chainId)
      // Plain eth_calls of symbol() and decimals(), decoded here (no contract-call machinery in the frame).
      const read = (data: Hex) =>
        client.request({ method: 'eth_call', params: [{ to: address, data }, 'latest'] }).then(
          (r) => (typeof r === 'string' && isHex(r) ? (r as Hex) : undefined),
          () => undefined,
        )
      found = Promise.all([read('0x95d89b41'), read('0x313ce567')]).then(([symbolHex, decimalsHex]) => {
        const symbol = symbolOf(symbolHex)
        const decimals = decimalsHex?.length === 66 ? Number(BigInt(decimalsHex)) : undefined
        return {
          ...(symbol && /^[\p{L}\p{N}._$-]{1,16}$/u.test(symbol) ? { symbol } : {}),
          ...(decimals !== undefined && decimals <= 36 ? { decimals } : {}),
        }
      })
      tokens.set(key, found)
    }
    return found
  }
  const context = (chainId: number): DescribeContext => ({
    chainId,
    networkName,
    token: token(chainId),
    locale: document.documentElement.lang || 'en',
  })

  /** Carries out a request the policy (rpc-policy.ts) let through, with its parameters checked there. */
  async function request(method: string, params: unknown, chainId: number): Promise<unknown> {
    const checked = checkRequest(method, params, { address: wallet.address(), chainId })
    switch (checked.method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [wallet.address()]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_getCallsStatus':
        return batches.status(checked.id)
      case 'wallet_getCapabilities':
        return await batches.capabilities(checked.chains, chainId)
      case 'wallet_connect':
        // ERC-7846: already connected by the login; a sign-in is shown as the message it signs.
        return connectAnswer(checked.params, {
          address: wallet.address(),
          origin: ui.origin(),
          approve: (message) =>
            approve(method, {
              title: t().signMessage,
              details: [{ label: t().message, value: message }],
              warnings: [],
            }),
          sign: (message) => wallet.account().signMessage({ message }),
        })
      case 'personal_sign': {
        const { message } = checked
        await approve(method, {
          title: t().signMessage,
          details: [{ label: t().message, value: readable(message) }],
          warnings: [],
        })
        return wallet.account().signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const { typed } = checked
        const { domain, types, primaryType, message } = typed
        await approve(method, await (await decoder()).describeTypedData(typed, context(chainId)))
        const { EIP712Domain: _, ...rest } = types as Record<string, never>
        return wallet.account().signTypedData({ domain, types: rest, primaryType, message } as never)
      }
      case 'eth_sendTransaction': {
        const { tx } = checked
        const call = {
          to: tx.to,
          ...(tx.value ? { value: tx.value } : {}),
          ...(tx.data ? { data: tx.data } : {}),
        }
        const sponsor = tx.to ? await sponsorFor(chainId, [call as WalletCall]) : undefined
        await approve(
          method,
          withFee(await (await decoder()).describeTransaction(tx, context(chainId)), sponsor),
        )
        // Sponsored: one user operation through the bundler, answered once mined with its transaction.
        if (sponsor) {
          const sent = await (await sponsorship()).sendSponsored(sponsor, [call as WalletCall])
          // The bundle went through either way: a call that reverted inside it is said here.
          if (!sent.success) throw new RpcError(`The transaction reverted (${sent.transactionHash})`, -32603)
          return sent.transactionHash
        }
        return sendTransaction(writes(chainId), {
          to: tx.to,
          value: BigInt(tx.value ?? '0x0'),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        } as never)
      }
      case 'wallet_sendCalls': {
        const batch = await batches.check(checked.batch, chainId)
        own(batch.from, wallet.address())
        const { describeBatch, describeTransaction } = await decoder()
        const parts = await Promise.all(batch.calls.map((c) => describeTransaction(c, context(chainId))))
        const described = describeBatch(parts, batch.atomic, context(chainId))
        // An upgraded account's atomic batch may be sponsored (an upgrade is the visitor's own transaction).
        // (Atomic without an upgrade: the check found the account running the enabled implementation.)
        const sponsor =
          batch.atomic && !batch.upgrade ? await sponsorFor(chainId, batch.calls, true) : undefined
        // An upgrade to a smart account is said first, with the code the account will run: its code
        // changes, its address does not.
        await approve(
          method,
          withFee(
            batch.upgrade
              ? {
                  ...described,
                  details: [
                    { label: t().account, value: t().becomesSmartAccount },
                    { label: t().contract, value: batch.upgrade, mono: true },
                    ...described.details,
                  ],
                }
              : described,
            sponsor,
          ),
        )
        const sponsored = sponsor
          ? async (calls: WalletCall[]) =>
              (await (await sponsorship()).sendSponsored(sponsor, calls)).transactionHash
          : undefined
        return { id: batches.run(sponsored ? { ...batch, sponsored } : batch, chainId) }
      }
      case 'read':
        return reads(chainId).request({ method: checked.name, params: checked.params } as never)
    }
  }

  return {
    request,
    /** The account's type on a network (GET_ACCOUNT_TYPE). */
    accountType: (chainId: number) => accountTypes.read(chainId),
    /** Switches the account's type on a network once the visitor approves (SET_ACCOUNT_TYPE). */
    setAccountType: (type: FrameAccountType, chainId: number) => accountTypes.set(type, chainId),
    /** Declines the approval on screen, if any (RPC abort). */
    abort,
  }
}

/** One frame's RPC handler. */
export type Rpc = ReturnType<typeof createRpc>
