/**
 * Sponsored calls (ERC-4337 v0.8 with an ERC-7677 paymaster): a smart account's calls sent as one user
 * operation through the bundler, its gas paid by the app's paymaster. The paymaster is the Latch server's
 * (`AUTH_PATHS.paymaster`), asked through `call`; viem builds, estimates, signs and sends the operation.
 */
import type { PaymasterBody, PaymasterResponse, WalletCall } from '@latch/core/frame'
import type { Chain, Client, Hex, Transport } from 'viem'
import { numberToHex } from 'viem'
import {
  createBundlerClient,
  formatUserOperationRequest,
  type GetPaymasterDataParameters,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'

/** One paymaster call to the Latch server, for the project the frame serves. */
export type PaymasterCall = (body: Omit<PaymasterBody, 'projectId'>) => Promise<PaymasterResponse>

/** viem's paymaster hooks over the Latch server's paymaster route; `stubOnly` never asks for a signature. */
function latchPaymaster(call: PaymasterCall, stubOnly = false) {
  const ask = (method: PaymasterBody['method']) => async (p: GetPaymasterDataParameters) => {
    const { chainId, entryPointAddress, context: _context, ...op } = p
    const r = await call({
      method,
      userOperation: formatUserOperationRequest(op as never) as PaymasterBody['userOperation'],
      entryPoint: entryPointAddress,
      chainId: numberToHex(chainId),
    })
    return {
      paymaster: r.paymaster as Hex,
      paymasterData: r.paymasterData as Hex,
      paymasterVerificationGasLimit: BigInt(r.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(r.paymasterPostOpGasLimit),
      ...(method === 'pm_getPaymasterStubData' ? { isFinal: false } : {}),
    }
  }
  const stub = ask('pm_getPaymasterStubData')
  return { getPaymasterStubData: stub, getPaymasterData: stubOnly ? stub : ask('pm_getPaymasterData') }
}

/** What a sponsored send needs: the chain, the account's owner key and code, the bundler and the paymaster. */
export type SponsoredContext = {
  client: Client<Transport, Chain, undefined>
  owner: PrivateKeyAccount
  implementation: Hex
  bundler: Transport
  paymaster: PaymasterCall
}

const bundlerOf = async (c: SponsoredContext, stubOnly = false) =>
  createBundlerClient({
    account: await toSimple7702SmartAccount({
      client: c.client,
      owner: c.owner,
      implementation: c.implementation,
    }),
    client: c.client,
    transport: c.bundler,
    paymaster: latchPaymaster(c.paymaster, stubOnly),
  })
const callsOf = (calls: readonly WalletCall[]) =>
  calls.map((x) => ({ to: x.to as Hex, value: BigInt(x.value ?? '0x0'), data: (x.data ?? '0x') as Hex }))

/**
 * Whether the paymaster would pay for these calls: the operation is estimated with its stub (no signature,
 * nothing counted against the project's cap). False when it refuses or cannot be reached.
 *
 * @example
 * if (await sponsors(context, calls)) showFee('paid by the app')
 */
export async function sponsors(c: SponsoredContext, calls: readonly WalletCall[]): Promise<boolean> {
  try {
    await (await bundlerOf(c, true)).prepareUserOperation({ calls: callsOf(calls) })
    return true
  } catch {
    return false
  }
}

/**
 * Sends the calls as one sponsored user operation and resolves once it is mined: the bundle's transaction
 * hash, and whether the calls succeeded (a reverting call undoes the others).
 *
 * @example
 * const { transactionHash, success } = await sendSponsored(context, [{ to, value: '0x1' }])
 */
export async function sendSponsored(
  c: SponsoredContext,
  calls: readonly WalletCall[],
): Promise<{ transactionHash: Hex; success: boolean }> {
  const bundler = await bundlerOf(c)
  const hash = await bundler.sendUserOperation({ calls: callsOf(calls) })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
  return { transactionHash: receipt.receipt.transactionHash, success: receipt.success }
}
