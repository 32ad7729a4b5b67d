import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useModalKit } from '../modal/kit-context.ts'

/**
 * SIWXSignMessage: after connecting, the app asks the visitor to sign in (the `siwx` option). Sign has
 * the wallet sign the message; Cancel (or closing the modal) disconnects when signing is required.
 */
export function SiwxView(): ReactNode {
  const { strings: en } = useModalKit()
  const latch = useLatchInstance()
  const siwx = useLatchSelector((s) => s.siwx)
  const app = latch.options.metadata?.name ?? location.host
  const required = latch.options.siwx?.getRequired?.() ?? true
  const busy = siwx?.status === 'signing' || siwx?.status === 'checking'
  return (
    <div className="latch-center">
      <p>{en.siwxIntro(app)}</p>
      {required ? <p className="latch-muted latch-small">{en.siwxRequired}</p> : null}
      <p className="latch-problem" role="alert">
        {siwx?.error ? latch.describeError(siwx.error) : ''}
      </p>
      {siwx?.status === 'signing' ? (
        <p className="latch-muted" role="status">
          {en.siwxConfirm}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void latch.siwx.sign()}
      >
        {en.siwxSign}
      </button>
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        onClick={() => void latch.siwx.cancel()}
      >
        {en.cancel}
      </button>
    </div>
  )
}
