/**
 * What a transaction's data asks a contract to do, read with the ABIs of the calls people approve most:
 * ERC-20 transfers and allowances, EIP-2612 permits, ERC-721 and ERC-1155 transfers and operator
 * approvals. Anything else is named by its selector and, when well known, its signature. ERC-20 and
 * ERC-721 share the selectors of `approve` and `transferFrom`: the token decides (describe.ts).
 */
import { type AbiFunction, decodeFunctionData, type Hex } from 'viem'

const input = (name: string, type: string) => ({ name, type })
const fn = (name: string, ...inputs: { name: string; type: string }[]): AbiFunction => ({
  type: 'function',
  name,
  inputs,
  outputs: [],
  stateMutability: 'nonpayable',
})
const from = input('from', 'address')
const to = input('to', 'address')
const amount = input('amount', 'uint256')
const tokenId = input('tokenId', 'uint256')
const data = input('data', 'bytes')

/** The known calls' ABI, as JSON (no ABI parser in the frame's bundle). */
const KNOWN_ABI: readonly AbiFunction[] = [
  fn('transfer', to, amount),
  fn('transferFrom', from, to, amount),
  fn('approve', input('spender', 'address'), amount),
  fn('increaseAllowance', input('spender', 'address'), input('addedValue', 'uint256')),
  fn(
    'permit',
    input('owner', 'address'),
    input('spender', 'address'),
    input('value', 'uint256'),
    input('deadline', 'uint256'),
    input('v', 'uint8'),
    input('r', 'bytes32'),
    input('s', 'bytes32'),
  ),
  fn('safeTransferFrom', from, to, tokenId),
  fn('safeTransferFrom', from, to, tokenId, data),
  fn('safeTransferFrom', from, to, input('id', 'uint256'), amount, data),
  fn('safeBatchTransferFrom', from, to, input('ids', 'uint256[]'), input('amounts', 'uint256[]'), data),
  fn('setApprovalForAll', input('operator', 'address'), input('approved', 'bool')),
]

/**
 * Other functions met every day, named by their signature (the selector alone says little). The
 * selectors are the signatures' keccak-256 prefixes; calls.test.ts recomputes each one.
 */
export const KNOWN_SIGNATURES: Readonly<Record<Hex, string>> = {
  '0x7ff36ab5': 'swapExactETHForTokens(uint256,address[],address,uint256)',
  '0xfb3bdb41': 'swapETHForExactTokens(uint256,address[],address,uint256)',
  '0x18cbafe5': 'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
  '0x38ed1739': 'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
  '0x8803dbee': 'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
  '0xe8e33700': 'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)',
  '0xf305d719': 'addLiquidityETH(address,uint256,uint256,uint256,address,uint256)',
  '0xbaa2abde': 'removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)',
  '0xd0e30db0': 'deposit()',
  '0x2e1a7d4d': 'withdraw(uint256)',
  '0xac9650d8': 'multicall(bytes[])',
  '0x5ae401dc': 'multicall(uint256,bytes[])',
  '0x3593564c': 'execute(bytes,bytes[],uint256)',
  '0x40c10f19': 'mint(address,uint256)',
  '0x42966c68': 'burn(uint256)',
}

/** A call in words. */
export type KnownCall =
  | { kind: 'transfer'; to: Hex; amount: bigint }
  /** ERC-20 `transferFrom` (an amount) or ERC-721's (a token id): the token decides. */
  | { kind: 'transferFrom'; from: Hex; to: Hex; amount: bigint }
  /** ERC-20 `approve` (an allowance) or ERC-721's (one token id): the token decides. */
  | { kind: 'approve'; spender: Hex; amount: bigint }
  | { kind: 'increaseAllowance'; spender: Hex; amount: bigint }
  | { kind: 'permit'; owner: Hex; spender: Hex; amount: bigint; deadline: bigint }
  /** ERC-721 or ERC-1155 `safeTransferFrom`; `amount` for ERC-1155. */
  | { kind: 'nftTransfer'; from: Hex; to: Hex; tokenId: bigint; amount?: bigint }
  | { kind: 'nftBatchTransfer'; from: Hex; to: Hex; ids: readonly bigint[]; amounts: readonly bigint[] }
  | { kind: 'approvalForAll'; operator: Hex; approved: boolean }
  /** Anything else: its selector, and its signature when it is a well-known one. */
  | { kind: 'other'; selector: Hex; signature?: string }

/**
 * Reads a transaction's data as one of the known calls.
 *
 * @example
 * decodeCall('0xa9059cbb…') // { kind: 'transfer', to: '0x…', amount: 19488500n }
 */
export function decodeCall(data: Hex): KnownCall {
  const selector = data.slice(0, 10).toLowerCase() as Hex
  let decoded: { functionName: string; args?: readonly unknown[] }
  try {
    decoded = decodeFunctionData({ abi: KNOWN_ABI, data })
  } catch {
    const signature = KNOWN_SIGNATURES[selector]
    return { kind: 'other', selector, ...(signature ? { signature } : {}) }
  }
  const a = (decoded.args ?? []) as readonly unknown[]
  const hex = (i: number) => a[i] as Hex
  const int = (i: number) => a[i] as bigint
  switch (decoded.functionName) {
    case 'transfer':
      return { kind: 'transfer', to: hex(0), amount: int(1) }
    case 'transferFrom':
      return { kind: 'transferFrom', from: hex(0), to: hex(1), amount: int(2) }
    case 'approve':
      return { kind: 'approve', spender: hex(0), amount: int(1) }
    case 'increaseAllowance':
      return { kind: 'increaseAllowance', spender: hex(0), amount: int(1) }
    case 'permit':
      return { kind: 'permit', owner: hex(0), spender: hex(1), amount: int(2), deadline: int(3) }
    case 'safeTransferFrom':
      return a.length === 5
        ? { kind: 'nftTransfer', from: hex(0), to: hex(1), tokenId: int(2), amount: int(3) }
        : { kind: 'nftTransfer', from: hex(0), to: hex(1), tokenId: int(2) }
    case 'safeBatchTransferFrom':
      return {
        kind: 'nftBatchTransfer',
        from: hex(0),
        to: hex(1),
        ids: a[2] as readonly bigint[],
        amounts: a[3] as readonly bigint[],
      }
    default:
      return { kind: 'approvalForAll', operator: hex(0), approved: a[1] as boolean }
  }
}

/** Allowances at or above this count as unlimited (uint96's maximum and up: no one means that many). */
export const UNLIMITED_FROM = 2n ** 96n - 1n
