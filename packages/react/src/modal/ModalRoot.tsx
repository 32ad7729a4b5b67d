import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks.ts'
import { Dialog } from './Dialog.tsx'

/** The modal's lazily loaded entry: a portal on `document.body` while the modal is open. */
export default function ModalRoot(): ReactNode {
  const open = useLatchSelector((s) => s.modal.open)
  if (!open || typeof document === 'undefined') return null
  return createPortal(<Dialog />, document.body)
}
