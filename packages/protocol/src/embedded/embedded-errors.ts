/**
 * The SPEC §8 messages the embedded wallet's frame itself says, kept apart from the rest of the
 * catalogue (error-messages.ts spreads them in) so the frame loads these few lines, not every refusal
 * table of swaps and buying.
 */
export const EMBEDDED_ERRORS = {
  EMAIL_RETRY_AFTER: (seconds: number) => `Please try again after ${seconds} seconds`,
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
} as const
