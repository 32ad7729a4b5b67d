import type { Latch } from '@latch/core'

/**
 * Copies text to the clipboard and says so with a toast ("Address copied", or "Could not copy the
 * address", in the modal's language). Resolves whether it worked.
 *
 * @example
 * await copyText(latch, '0xf39F…', { done: t.addressCopied, failed: t.copyFailed })
 */
export async function copyText(
  latch: Latch,
  text: string,
  messages: { done: string; failed: string },
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
