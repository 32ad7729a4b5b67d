import type { ReactNode } from 'react'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { FrameSurface } from './FrameSurface.tsx'

/**
 * ApproveTransaction (SPEC §6): the embedded wallet's frame shows what is signed or sent, with its own
 * Approve and Reject, over this view. The host page cannot press them; closing the modal rejects.
 */
export function ApproveTransactionView(): ReactNode {
  const { strings: en } = useModalKit()
  const surface = useLatchSelector((s) => s.frameSurface)
  if (surface?.surface !== 'approve') {
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )
  }
  return (
    <>
      <p className="latch-muted latch-small">{en.approvalInFrame}</p>
      <FrameSurface label={en.approveTransaction} />
    </>
  )
}
