import { openThroughTelegram, watchTelegramViewport } from '@latch/core/internal/plumbing/telegram'
import { type CSSProperties, type MouseEvent, useEffect, useState } from 'react'

/**
 * Inside a Telegram Mini App: the modal root's height variable (the visible part of the Mini App, as
 * Telegram reports it, so the dialog is never below the fold) and a click handler that sends every
 * link pressed in the modal through Telegram (`openLink`, `openTelegramLink`), the only way such a link
 * opens there. Outside Telegram, no variable and a handler that does nothing.
 *
 * @example
 * const telegram = useTelegram()
 * return <div style={telegram.style} onClickCapture={telegram.onClickCapture}>…</div>
 */
export function useTelegram(): {
  style: CSSProperties
  onClickCapture: (event: MouseEvent<HTMLElement>) => void
} {
  const [height, setHeight] = useState<number | undefined>()
  useEffect(() => watchTelegramViewport(setHeight), [])
  return {
    style: height ? ({ '--tg-viewport-stable-height': `${height}px` } as CSSProperties) : {},
    onClickCapture: (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return
      if (openThroughTelegram(link.href)) event.preventDefault()
    },
  }
}
