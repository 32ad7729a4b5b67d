/** `@latch/devnet/onramp`: the devnet's fake on-ramp provider. */
export {
  type OnrampProvider,
  type OnrampProviderOptions,
  startOnrampProvider,
  TEST_CARDS,
} from './provider-app.ts'
