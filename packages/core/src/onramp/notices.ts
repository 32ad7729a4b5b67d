/** What buying says in its toasts, in English (each locale's catalogue translates it). */
export const ONRAMP_NOTICES = {
  onrampDone: (amount: string, symbol: string) => `Bought ${amount} ${symbol}`,
} as const
