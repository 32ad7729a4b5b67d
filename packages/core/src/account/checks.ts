/**
 * The check the account features make after a request: apart from active-account.ts, which the page
 * load runs, since only their lazily loaded code calls it.
 */
import { activeAccount } from '../connection/active-account.ts'
import type { AccountContext } from './context.ts'

/** Whether the active account is still the one with this key (a late answer for another is dropped). */
export const isStillActive = (ctx: AccountContext, key: string): boolean => activeAccount(ctx)?.key === key
