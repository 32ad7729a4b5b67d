import { selectNetwork } from '../connection/selectors.ts'
import type { createModal } from '../modal/modal.ts'
import type { ConnectContext } from './context.ts'

/**
 * A wallet on a chain the app does not configure shows UnsupportedChain until it switches; back on a
 * configured chain, the modal shows Account again (SPEC §2). Returns the cleanup.
 */
export function watchUnsupportedChain(
  ctx: ConnectContext,
  modal: ReturnType<typeof createModal>,
): () => void {
  const { store, options } = ctx
  let wasUnsupported = false
  return store.subscribe(() => {
    const s = store.get()
    const unsupported = selectNetwork(s, options.networks).isUnsupported
    if (unsupported === wasUnsupported) return
    wasUnsupported = unsupported
    if (unsupported) modal.open({ view: 'UnsupportedChain' })
    else if (s.modal.history.at(-1)?.view === 'UnsupportedChain') modal.reset('Account')
  })
}
