import type { ReactNode } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { PasskeyGlyph } from './PasskeyGlyph.tsx'
import { usePasskeys } from './usePasskeys.ts'

/**
 * Starts a passkey login: ConnectingPasskey follows it while the browser asks for the passkey.
 *
 * @example
 * <button onClick={() => startPasskey(latch)}>Passkey</button>
 */
export function startPasskey(latch: ReturnType<typeof useLatchInstance>): void {
  if (latch.getState().modal.history.at(-1)?.view !== 'ConnectingPasskey')
    latch.modal.push('ConnectingPasskey')
  void latch.email.connectPasskey()
}

/** The Connect view's passkey login, where the secure site and the browser offer passkeys. */
export function PasskeyButton(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  if (!usePasskeys()) return null
  return (
    <button type="button" className="latch-wallet latch-social-wide" onClick={() => startPasskey(latch)}>
      <PasskeyGlyph />
      <span className="latch-wallet-name">{en.continueWithPasskey}</span>
    </button>
  )
}
