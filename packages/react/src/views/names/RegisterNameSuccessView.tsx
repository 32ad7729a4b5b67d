import type { ReactNode } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'

/** RegisterAccountNameSuccess: the new name, and back to the account. */
export function RegisterNameSuccessView(): ReactNode {
  const { strings: en } = useModalKit()
  const latch = useLatchInstance()
  const name = useLatchSelector((s) => s.nameRegistration.name ?? s.identity?.name ?? '')
  return (
    <div className="latch-center">
      <p className="latch-status">{en.registered(name)}</p>
      <p className="latch-muted">{en.registeredHint}</p>
      <button type="button" className="latch-button" onClick={() => latch.modal.reset('Account')}>
        {en.done}
      </button>
    </div>
  )
}
