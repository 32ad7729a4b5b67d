/**
 * Smart accounts' settings (the server's `smartAccounts`) and a project's gas sponsorship policy.
 */
import { z } from 'zod'
import { evmAddress, evmChain } from '../settings-fields.ts'

/**
 * Where the embedded wallet may become a smart account (EIP-7702): each EVM network with the deployed
 * smart-account implementation its accounts delegate to (e.g. `Simple7702Account` from
 * `@account-abstraction/contracts`). None by default. A network with a `bundlerUrl` (an ERC-4337 bundler
 * on EntryPoint v0.8) and a `paymaster` (a verifying paymaster whose signer is `sponsorship.signerKey`)
 * can sponsor gas: a project with a `sponsorship` policy pays for its visitors' smart-account calls there.
 */
export const smartAccountsSchema = z.object({
  networks: z
    .array(
      z.object({
        chain: evmChain,
        implementation: evmAddress,
        bundlerUrl: z.url().optional(),
        paymaster: evmAddress.optional(),
      }),
    )
    .default([]),
  /** The paymaster service: the key its verifying paymaster trusts, and how long a signature holds. */
  sponsorship: z
    .object({
      signerKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a private key is 0x and 64 hex digits'),
      validForSeconds: z.number().int().min(30).max(3600).default(600),
    })
    .optional(),
})

/**
 * A project's gas sponsorship (ERC-7677 through the server's paymaster service): the contracts its
 * visitors' sponsored calls may reach (any when absent; a plain transfer's receiver counts as one), and
 * the most the project pays in a day, in wei of each chain's native coin (the operations' maximum cost,
 * counted when signed).
 */
export const sponsorshipPolicy = z.object({
  contracts: z.array(evmAddress).optional(),
  dailyCapWei: z.string().regex(/^\d{1,30}$/, 'wei as a decimal string'),
})
