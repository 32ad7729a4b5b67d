/**
 * The smart account the embedded wallet becomes (EIP-7702: `Simple7702Account` from
 * `@account-abstraction/contracts` 0.8, or any implementation with the same entry points), and ERC-4337's
 * EntryPoint v0.8 its user operations go through: one definition for the frame that calls them, the
 * server's paymaster service that checks them and the indexer that reads them.
 */

/** ERC-4337's EntryPoint v0.8, at its canonical address (Simple7702Account's `entryPoint()`). */
export const ENTRY_POINT_V08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** The smart account's call entry points, in viem's human-readable ABI form (`parseAbi`). */
export const SMART_ACCOUNT_FUNCTIONS = [
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
] as const

/** The EntryPoint's bundle entry and the event it emits per user operation, in the same form. */
export const ENTRY_POINT_FUNCTIONS = [
  'function handleOps((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)[] ops, address beneficiary)',
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
] as const

/** EIP-7702's delegation designator: an account's code is this followed by its implementation's address. */
const DELEGATION_PREFIX = '0xef0100'

/**
 * The implementation an account delegates to, when its code is a delegation designator (lower case).
 *
 * @example
 * delegateOf('0xef01005fbdb2315678afecb367f032d93f642f64180aa3') // '0x5fbdb2315678afecb367f032d93f642f64180aa3'
 */
export const delegateOf = (code: string | undefined): `0x${string}` | undefined =>
  code?.length === 48 && code.toLowerCase().startsWith(DELEGATION_PREFIX)
    ? `0x${code.slice(8).toLowerCase()}`
    : undefined
