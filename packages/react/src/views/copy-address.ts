import type { Latch } from '@latch/core'
import { en } from '../i18n/en.ts'

/**
 * Copies an address to the clipboard and says so ("Address copied", or "Could not copy the address").
 * Resolves whether it worked.
 *
 * @example
 * await copyAddress(latch, '0xf39F…')
 */
export async function copyAddress(latch: Latch, address: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(address)
    latch.notify({ message: en.addressCopied, variant: 'success' })
    return true
  } catch {
    latch.notify({ message: en.copyFailed, variant: 'error' })
    return false
  }
}
