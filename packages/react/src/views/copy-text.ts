import type { Latch } from '@latch/core'
import { en } from '../i18n/en.ts'

/**
 * Copies text to the clipboard and says so with a toast (by default "Address copied", or "Could not
 * copy the address"). Resolves whether it worked.
 *
 * @example
 * await copyText(latch, '0xf39F…')
 * await copyText(latch, uri, { done: en.linkCopied, failed: en.linkCopyFailed })
 */
export async function copyText(
  latch: Latch,
  text: string,
  messages: { done: string; failed: string } = { done: en.addressCopied, failed: en.copyFailed },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    latch.notifications.notify({ message: messages.done, variant: 'success' })
    return true
  } catch {
    latch.notifications.notify({ message: messages.failed, variant: 'error' })
    return false
  }
}
