/**
 * Gas sponsorship for the embedded wallet's smart accounts (ERC-4337 v0.8, ERC-7677): the paymaster
 * service signs a signed-in wallet's user operations for its verifying paymaster when the project's
 * policy allows them (the contracts they call, the project's daily cap per chain), and a proxy hands the
 * operations to the network's bundler. The frame asks for the stub first (before the visitor approves:
 * the approval says who pays), then for the signature, which is counted against the cap.
 */
import type { CaipNetworkId } from '@latch/protocol/caip'
import { ENTRY_POINT_V08 } from '@latch/protocol/calls'
import {
  AUTH_PATHS,
  bundlerCall,
  bundlerQuery,
  type PaymasterResponse,
  paymasterAnswer,
  paymasterBody,
  type RpcUserOperation,
} from '@latch/protocol/embedded'
import type { FastifyPluginAsync } from 'fastify'
import { concat, encodeAbiParameters, type Hex, keccak256, numberToHex, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { smartAccountCalls } from '../chain/smart-account-calls.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http/errors.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { forward } from '../routes/rpc.ts'
import { accountStore } from './account-store.ts'
import type { SessionDeps } from './session.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { sponsorshipLedger } from './sponsorship-ledger.ts'

/** Gas the verifying paymaster's check takes at most (it measures about 30,000); it has no post-op. */
const PAYMASTER_VERIFICATION_GAS = 100_000n
const PAYMASTER_POST_OP_GAS = 1n
/** The most gas one sponsored operation may ask for in all. */
const MAX_OPERATION_GAS = 5_000_000n
/** The bundler methods the frame may call through the proxy. */
const BUNDLER_METHODS = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
])

const packed = (high: bigint, low: bigint): Hex =>
  concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

/** An operation's gas, read once: its limits, its fee caps and the paymaster's own limits. */
type OperationGas = {
  call: bigint
  verification: bigint
  preVerification: bigint
  maxFee: bigint
  maxPriorityFee: bigint
  paymasterVerification: bigint
  paymasterPostOp: bigint
}
const quantityOr = (q: string | null | undefined, fallback: bigint) => (q ? BigInt(q) : fallback)
/** The gas fields absent from a stub call count as none; the paymaster's default to its own limits. */
const gasOf = (op: RpcUserOperation): OperationGas => ({
  call: quantityOr(op.callGasLimit, 0n),
  verification: quantityOr(op.verificationGasLimit, 0n),
  preVerification: quantityOr(op.preVerificationGas, 0n),
  maxFee: quantityOr(op.maxFeePerGas, 0n),
  maxPriorityFee: quantityOr(op.maxPriorityFeePerGas, 0n),
  paymasterVerification: quantityOr(op.paymasterVerificationGasLimit, PAYMASTER_VERIFICATION_GAS),
  paymasterPostOp: quantityOr(op.paymasterPostOpGasLimit, PAYMASTER_POST_OP_GAS),
})

const HASHED_FIELDS = [
  { type: 'address' },
  { type: 'uint256' },
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'bytes32' },
  { type: 'uint256' },
  { type: 'uint256' },
  { type: 'bytes32' },
  { type: 'uint256' },
  { type: 'address' },
  { type: 'uint48' },
  { type: 'uint48' },
] as const

/**
 * What the verifying paymaster checks the signer signed (`VerifyingPaymaster.getHash`): the operation's
 * fields but its signatures, the chain, the paymaster and the validity window.
 */
function paymasterHash(p: {
  op: RpcUserOperation
  gas: OperationGas
  chainId: bigint
  paymaster: Hex
  validUntil: number
}): Hex {
  const { op, gas } = p
  const initCode = op.factory ? concat([op.factory as Hex, (op.factoryData ?? '0x') as Hex]) : '0x'
  return keccak256(
    encodeAbiParameters(HASHED_FIELDS, [
      op.sender as Hex,
      BigInt(op.nonce),
      keccak256(initCode),
      keccak256(op.callData as Hex),
      packed(gas.verification, gas.call),
      BigInt(packed(gas.paymasterVerification, gas.paymasterPostOp)),
      gas.preVerification,
      packed(gas.maxPriorityFee, gas.maxFee),
      p.chainId,
      p.paymaster,
      p.validUntil,
      0,
    ]),
  )
}

/**
 * The sponsorship routes on the secure site: `GET smart-accounts` (in routes.ts) says where a project
 * sponsors; `POST paymaster` signs; `POST bundler` proxies ERC-4337 calls.
 */
export const sponsorshipRoutes: FastifyPluginAsync<
  SessionDeps & { db: Database; config: ServerConfig }
> = async (app, deps) => {
  const { db, config } = deps
  const accounts = accountStore(db)
  const ledger = sponsorshipLedger(db)
  const signer = config.smartAccounts.sponsorship
    ? privateKeyToAccount(config.smartAccounts.sponsorship.signerKey as Hex)
    : undefined
  const validFor = config.smartAccounts.sponsorship?.validForSeconds ?? 600
  const sponsoring = new Map(
    config.smartAccounts.networks.flatMap((n) =>
      n.bundlerUrl && n.paymaster
        ? [[n.chain, { bundlerUrl: n.bundlerUrl, paymaster: n.paymaster as Hex }]]
        : [],
    ),
  )

  signedIn(app, deps, (app) => {
    app.post(
      AUTH_PATHS.paymaster,
      { schema: { response: { 200: paymasterAnswer }, body: paymasterBody } },
      async (req): Promise<PaymasterResponse> => {
        const { body } = req
        const { userId } = sessionOf(req)
        const project = config.projects.find((p) => p.id === body.projectId)
        if (!project) throw new HttpError(401, `Unknown projectId "${body.projectId}"`, 'body.projectId')
        const chainId = BigInt(body.chainId)
        const chain: CaipNetworkId = `eip155:${chainId}`
        const network = sponsoring.get(chain)
        const policy = project.sponsorship
        if (!signer || !network || !policy)
          throw new HttpError(403, `The project does not sponsor gas on ${chain}`)
        if (body.entryPoint.toLowerCase() !== ENTRY_POINT_V08.toLowerCase())
          throw new HttpError(400, 'Only EntryPoint v0.8 operations are sponsored', 'body.entryPoint')
        // Only the signed-in wallet's own operations, through its smart account, to allowed contracts.
        const address = (await accounts.view(userId))?.address
        const op = body.userOperation
        if (!address || address.toLowerCase() !== op.sender.toLowerCase())
          throw new HttpError(
            403,
            "Only the signed-in wallet's operations are sponsored",
            'body.userOperation.sender',
          )
        if (op.factory)
          throw new HttpError(
            403,
            'Only an account already upgraded is sponsored',
            'body.userOperation.factory',
          )
        const targets = smartAccountCalls(op.callData as Hex)?.map((c) => c.target)
        if (!targets)
          throw new HttpError(
            403,
            'Only calls through the smart account are sponsored',
            'body.userOperation.callData',
          )
        const allowed = policy.contracts?.map((c) => c.toLowerCase())
        const refused = allowed && targets.find((t) => !allowed.includes(t))
        if (refused)
          throw new HttpError(
            403,
            `The project does not sponsor calls to ${refused}`,
            'body.userOperation.callData',
          )

        const gas = gasOf(op)
        const totalGas =
          gas.call + gas.verification + gas.preVerification + gas.paymasterVerification + gas.paymasterPostOp
        if (totalGas > MAX_OPERATION_GAS || gas.paymasterVerification > PAYMASTER_VERIFICATION_GAS)
          throw new HttpError(403, 'The operation asks for more gas than is sponsored', 'body.userOperation')
        const maxCost = totalGas * gas.maxFee
        const cap = BigInt(policy.dailyCapWei)
        const validUntil = Math.floor(Date.now() / 1000) + validFor
        const timestamps = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0])
        const answer = (signature: Hex): PaymasterResponse => ({
          paymaster: network.paymaster,
          paymasterData: concat([timestamps, signature]),
          paymasterVerificationGasLimit: numberToHex(gas.paymasterVerification),
          paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOp),
        })

        const capReached = () => new HttpError(403, "The project's daily gas sponsorship is used up")
        if (body.method === 'pm_getPaymasterStubData') {
          // Gas estimation only: a signature of the right length that opens nothing.
          if ((await ledger.spent(project.id, chain)) + maxCost > cap) throw capReached()
          return { ...answer(`0x${'ff'.repeat(65)}`), isFinal: false }
        }
        const missing = (
          [
            'callGasLimit',
            'verificationGasLimit',
            'preVerificationGas',
            'maxFeePerGas',
            'maxPriorityFeePerGas',
          ] as const
        ).find((k) => op[k] === undefined)
        if (missing) throw new HttpError(400, 'Required', `body.userOperation.${missing}`)
        const charge = { projectId: project.id, chain, sender: op.sender, maxCost }
        if (!(await ledger.charge(charge, cap))) throw capReached()
        const hash = paymasterHash({ op, gas, chainId, paymaster: network.paymaster, validUntil })
        return answer(await signer.signMessage({ message: { raw: hash } }))
      },
    )
  })
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    AUTH_PATHS.bundler,
    { schema: { querystring: bundlerQuery, body: bundlerCall } },
    async (req) => {
      const { chainId } = req.query
      const network = sponsoring.get(chainId)
      if (!network) throw new HttpError(400, `No bundler for ${chainId}`, 'query.chainId')
      const call = req.body
      if (!BUNDLER_METHODS.has(call.method))
        throw new HttpError(400, `The bundler proxy does not take ${call.method}`, 'body.method')
      return forward(network.bundlerUrl, call, config.rpcTimeoutMs)
    },
  )
}
