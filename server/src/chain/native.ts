/** Every configured chain's native currency: the devnet and the EVM chains served so far use ether. */
export const NATIVE_CURRENCY = { symbol: 'ETH', name: 'Ether', decimals: 18 } as const
