/**
 * The devnet's smart-contract wallet whose signatures are its owner's (ERC-1271), and its CREATE2
 * factory (`contracts/OwnedAccount.sol`): compiled once into the committed artifacts, used by the
 * sign-in tests (deployed, or not yet deployed with an ERC-6492 signature) and as a Farcaster id's
 * contract custody.
 */
import type { Abi, Hex } from 'viem'
import artifacts from '../contracts/artifacts.json' with { type: 'json' }

/** A compiled contract: its ABI and creation code. */
export type ContractArtifact = { abi: Abi; bytecode: Hex }

/**
 * `OwnedAccount(owner)`: `isValidSignature` accepts the owner's signature; the owner sits in slot 0.
 *
 * @example
 * await wallet.deployContract({ ...OWNED_ACCOUNT, args: [owner.address] })
 */
export const OWNED_ACCOUNT = artifacts.artifacts.OwnedAccount as ContractArtifact

/**
 * `AccountFactory.create(owner, salt)`: deploys an `OwnedAccount` with CREATE2 (its address known before).
 *
 * @example
 * await wallet.deployContract({ ...ACCOUNT_FACTORY })
 */
export const ACCOUNT_FACTORY = artifacts.artifacts.AccountFactory as ContractArtifact
