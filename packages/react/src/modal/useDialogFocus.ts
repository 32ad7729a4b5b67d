import { type RefObject, useEffect, useLayoutEffect } from 'react'

const FOCUSABLE =
  'button:not([disabled]),a[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

/**
 * Dialog focus rules: remembers what had focus, moves focus to the title whenever the view changes,
 * keeps Tab and Shift+Tab inside the dialog from any focused element, closes on Escape, locks page scroll, and on close gives
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
        // An open picker inside the dialog takes its own Escape (it closes; the dialog stays).
        if (e.target instanceof Element && e.target.closest('[data-latch-escape]')) return
        e.preventDefault()
        onEscape()
        return
      }
      if (e.key !== 'Tab' || !dialog.current) return
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return e.preventDefault()
      // From an element outside the tab order (the title, which takes focus when a view opens) or
      // outside the dialog, Tab goes to the first control and Shift+Tab to the last.
      const at = items.indexOf(document.activeElement as HTMLElement)
      if (e.shiftKey && at <= 0) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (at === -1 || at === items.length - 1)) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [dialog, onEscape])
}
