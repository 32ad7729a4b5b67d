import { type RefObject, useEffect, useLayoutEffect } from 'react'

const FOCUSABLE =
  'button:not([disabled]),a[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

/**
 * Dialog focus rules: remembers what had focus, moves focus to the title whenever the view changes,
 * keeps Tab and Shift+Tab inside the dialog, closes on Escape, locks page scroll, and on close gives
 * focus back to what had it.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  viewKey: string,
  onEscape: () => void,
): void {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the new title on every view change
  useLayoutEffect(() => {
    title.current?.focus({ preventScroll: true })
  }, [viewKey, title])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onEscape()
        return
      }
      if (e.key !== 'Tab' || !dialog.current) return
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return e.preventDefault()
      const inside = dialog.current.contains(document.activeElement)
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [dialog, onEscape])
}
