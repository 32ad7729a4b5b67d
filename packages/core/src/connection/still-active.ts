/**
 * Whether an answer is still wanted: the account features, names, Swap and Buy drop one that arrives
 * for an account no longer active. Apart from active-account.ts, which the page load runs, since only
 * their lazily loaded code calls it.
 */
import { activeAccount } from './active-account.ts'

/**
 * Whether the active account is still the one with this key (a late answer for another is dropped).
 *
 * @example
 * if (!isStillActive(ctx, a.key)) return
 */
export const isStillActive = (ctx: Parameters<typeof activeAccount>[0], key: string): boolean =>
  activeAccount(ctx)?.key === key
