import { type RefObject, useEffect } from 'react'
import { SHEET_MEDIA } from './styles.ts'

/** How far down (px) a sheet is dragged by its header before letting go closes it. */
export const SWIPE_CLOSE_PX = 80

/**
 * On a phone (a screen matching {@link SHEET_MEDIA}), the dialog is a bottom sheet: dragging its header down by a finger moves the sheet with it,
 * and letting go past {@link SWIPE_CLOSE_PX} closes it (as its Close button, through `requestClose`);
 * less, and it springs back. A mouse or pen, or a drag that starts in the content (which scrolls), does
 * nothing.
 *
 * @example
 * useSwipeToClose(dialogRef, () => latch.modal.requestClose())
 */
export function useSwipeToClose(dialog: RefObject<HTMLElement | null>, requestClose: () => void): void {
  useEffect(() => {
    const sheet = dialog.current
    if (!sheet) return
    let start: { id: number; y: number } | undefined
    let dy = 0
    const reset = () => {
      start = undefined
      dy = 0
      sheet.style.transform = ''
      sheet.style.transition = ''
    }
    const down = (e: PointerEvent) => {
      // Only a sheet is swiped: a touch screen wide enough for the centred dialog does not move it.
      if (e.pointerType !== 'touch' || !window.matchMedia(SHEET_MEDIA).matches) return
      if (!(e.target instanceof Element) || !e.target.closest('.latch-header')) return
      start = { id: e.pointerId, y: e.clientY }
      sheet.style.transition = 'none'
    }
    const move = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return
      dy = Math.max(0, e.clientY - start.y)
      sheet.style.transform = dy ? `translateY(${dy}px)` : ''
    }
    const up = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return
      const closing = dy > SWIPE_CLOSE_PX
      reset()
      if (closing) requestClose()
    }
    sheet.addEventListener('pointerdown', down)
    sheet.addEventListener('pointermove', move)
    sheet.addEventListener('pointerup', up)
    sheet.addEventListener('pointercancel', reset)
    return () => {
      sheet.removeEventListener('pointerdown', down)
      sheet.removeEventListener('pointermove', move)
      sheet.removeEventListener('pointerup', up)
      sheet.removeEventListener('pointercancel', reset)
    }
  }, [dialog, requestClose])
}
