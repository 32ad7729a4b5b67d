/**
 * The embedded wallet's account type (SPEC §3, §8): the visitor's preferred one, the one the frame reads
 * on each network (shown on the signed-in visitor and on the connection's accounts), and the switch
 * between an EOA and a smart account. Loads with the email flow.
 */

import type { FrameAccountInfo, FrameAccountType } from '@latch/protocol/embedded/frame-protocol'
import type { LatchStorageItems } from '../latch-storage.ts'
import { latchError } from '../plumbing/errors.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { messageOf, shownOf } from './failures.ts'
import { walletChainId } from './frame-params.ts'
import type { EmbeddedFrame } from './frame-types.ts'
import type { AuthAccountState } from './types.ts'

/** What the account type needs of the email flow. */
export type AccountTypeDeps = {
  /** The connector id the embedded wallet is held under. */
  connectorId: string
  storage: Pick<LatchStorageItems, 'preferredAccountTypes'>
  /** The frame, loaded (or loading) for something the visitor asked. */
  frame: () => Promise<EmbeddedFrame>
  /** Whether the embedded wallet is the connected EVM wallet. */
  connectedByEmail: () => boolean
}

/**
 * The account type of one instance's embedded wallet. It reads the type once the embedded wallet is
 * connected with its visitor signed in (a login, a restore), and again whenever it moves to another
 * network.
 *
 * @example
 * const accountTypes = createAccountTypes(ctx, { connectorId, storage, frame, connectedByEmail })
 * const user = await f.getUser(chainId, accountTypes.preferred())
 */
export function createAccountTypes(
  ctx: Pick<EmbeddedWalletContext, 'store' | 'options' | 'network' | 'log' | 't'>,
  deps: AccountTypeDeps,
): { preferred: () => FrameAccountType; setAccountType: (type: 'eoa' | 'smartAccount') => Promise<void> } {
  const { store, options } = ctx
  const { storage } = deps
  const chainId = () => walletChainId(ctx)

  /** The visitor's preferred account type on EVM: their last switch, else the app's default (SPEC §9). */
  const preferred = (): FrameAccountType =>
    (storage.preferredAccountTypes.get()?.eip155 ?? options.defaultAccountTypes.eip155) === 'smartAccount'
      ? 'smartAccount'
      : 'eoa'
  /** The account's type, in the signed-in visitor's state and on the connection's accounts (SPEC §3). */
  const setAccount = (account: AuthAccountState | undefined) =>
    store.set((s) => {
      if (!s.authUser) return {}
      const type = account?.type ?? 'eoa'
      const evm = s.connections.eip155
      const connections = evm?.connections?.map((c) =>
        c.connectorId === deps.connectorId ? { ...c, accounts: c.accounts.map((a) => ({ ...a, type })) } : c,
      )
      return {
        authUser: { ...s.authUser, account },
        ...(evm && connections ? { connections: { ...s.connections, eip155: { ...evm, connections } } } : {}),
      }
    })
  const accountOf = (info: FrameAccountInfo): AuthAccountState => ({
    type: info.type,
    smartAccountNetworks: info.smartAccountNetworks.map((id) => `eip155:${id}` as const),
  })
  /**
   * Reads the account's type on the active EVM network from the frame. When it cannot be read, no type
   * is shown and the smart-account networks are none (SPEC §8: a failed lookup empties the list).
   */
  const readAccount = async () => {
    try {
      const chain = chainId()
      const info = await (await deps.frame()).getAccountType(chain)
      if (chainId() === chain) setAccount(accountOf(info))
    } catch (e) {
      ctx.log.warn("the embedded wallet's account type could not be read", messageOf(e))
      setAccount(undefined)
    }
  }

  let accountNetwork: string | undefined
  store.subscribe(() => {
    const s = store.get()
    const network = s.authUser && deps.connectedByEmail() ? s.connections.eip155?.caipNetworkId : undefined
    if (network !== accountNetwork) {
      accountNetwork = network
      if (network) void readAccount()
    }
  })

  async function setAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
    if (type !== 'eoa' && type !== 'smartAccount')
      throw latchError('VALIDATION_INVALID', { detail: `account type ${JSON.stringify(type)}` })
    if (!deps.connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
    const before = store.get().authUser?.account
    const patch = (p: Partial<AuthAccountState>) =>
      store.set((s) =>
        s.authUser?.account ? { authUser: { ...s.authUser, account: { ...s.authUser.account, ...p } } } : {},
      )
    patch({ switching: true, error: undefined })
    try {
      const info = await (await deps.frame()).setAccountType(type, chainId())
      storage.preferredAccountTypes.set({ ...storage.preferredAccountTypes.get(), eip155: type })
      setAccount(accountOf(info))
    } catch (cause) {
      // SPEC §8: a failed switch leaves the preference at eoa; the chain says what the account is.
      storage.preferredAccountTypes.set({ ...storage.preferredAccountTypes.get(), eip155: 'eoa' })
      const e =
        (cause as { code?: unknown } | null)?.code === 4001 ? latchError('SEND_REJECTED', { cause }) : cause
      await readAccount()
      if (!store.get().authUser?.account && before) setAccount(before)
      patch({ switching: false, error: shownOf(ctx, e) })
      throw e
    }
  }

  return { preferred, setAccountType }
}
