import { createLoader } from '@latch/core/internal/plumbing/loader'

/**
 * The rules the Send and name views check as the visitor types (`validateSend`, `sendTokenOf`,
 * `nameLabel`). They come with the account features, which those views load anyway (balances, lookups),
 * not with the modal: an esbuild build would split what the modal and the features share into a chunk
 * fetched only after the modal's arrives. The Account view starts loading them, so Send and the name view
 * open with their form at once.
 */
export const featureRules = createLoader(() => import('@latch/core/internal/account/features'))
