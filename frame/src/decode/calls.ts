/**
 * What a transaction's data asks a contract to do, read with the ABIs of the calls people approve most:
 * ERC-20 transfers and allowances, EIP-2612 permits, ERC-721 and ERC-1155 transfers and operator
 * approvals. Anything else is named by its selector and, when well known, its signature. ERC-20 and
 * ERC-721 share the selectors of `approve` and `transferFrom`: the token decides (describe.ts).
 */
import { decodeFunctionData, type Hex, parseAbi, toFunctionSelector } from 'viem'

const KNOWN_ABI = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** Other functions met every day, named by their signature (the selector alone says little). */
const SIGNATURES = [
  'swapExactETHForTokens(uint256,address[],address,uint256)',
  'swapETHForExactTokens(uint256,address[],address,uint256)',
  'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
  'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
  'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
  'addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)',
  'addLiquidityETH(address,uint256,uint256,uint256,address,uint256)',
  'removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)',
  'deposit()',
  'withdraw(uint256)',
  'multicall(bytes[])',
  'multicall(uint256,bytes[])',
  'execute(bytes,bytes[],uint256)',
  'mint(address,uint256)',
  'burn(uint256)',
]
const BY_SELECTOR = new Map(SIGNATURES.map((s) => [toFunctionSelector(`function ${s}`), s]))

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
    const signature = BY_SELECTOR.get(selector)
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
