/**
 * What an open dialog shows, read inside the page (`page.evaluate(inspect)`): its texts and names, what
 * is cut short, what sticks out of it, and controls without a name. Shared by the locale sweep and the
 * fit check.
 */

/** What a view shows, read in the page. */
export type Seen = {
  texts: string[]
  cut: string[]
  outside: string[]
  unnamed: string[]
}

/** Reads the open dialog and any toast: its texts and names, what is cut short or sticks out. */
export function inspect(): Seen {
  const dialog = document.querySelector<HTMLElement>('[role=dialog]')
  const seen: Seen = { texts: [], cut: [], outside: [], unnamed: [] }
  if (!dialog) return { ...seen, unnamed: ['no dialog'] }
  const box = dialog.getBoundingClientRect()
  const scopes = [dialog, ...document.querySelectorAll<HTMLElement>('.latch-toast-region')]
  if (dialog.scrollWidth > dialog.clientWidth + 1) seen.outside.push('the dialog scrolls sideways')
  if (box.left < -1 || box.right > window.innerWidth + 1)
    seen.outside.push('the dialog is wider than the window')
  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim()
      const parent = n.parentElement
      if (text && parent?.checkVisibility()) seen.texts.push(text)
    }
    for (const el of scope.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility()) continue
      for (const attr of ['aria-label', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)?.trim()
        if (v) seen.texts.push(v)
      }
      const ownText = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim())
      // Text for screen readers only is clipped on purpose.
      const forReaders = el.closest('.latch-visually-hidden') !== null
      if (
        ownText &&
        !forReaders &&
        getComputedStyle(el).overflowX !== 'visible' &&
        el.scrollWidth > el.clientWidth + 1
      )
        seen.cut.push(el.textContent?.trim() ?? '')
      const r = el.getBoundingClientRect()
      if (scope === dialog && r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1))
        seen.outside.push(
          `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`,
        )
      const control = el.matches('button, a[href], input, select, [role=tab], [role=img]')
      if (control && !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title')))
        if (!(el as HTMLInputElement).labels?.length) seen.unnamed.push(el.outerHTML.slice(0, 80))
    }
  }
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()
  if (!title) seen.unnamed.push('the dialog has no title')
  return seen
}
