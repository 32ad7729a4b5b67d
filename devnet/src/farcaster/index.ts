/** The devnet's Farcaster: a relay speaking `@farcaster/auth-client`'s protocol, the IdRegistry stand-in and a Farcaster app. */
export {
  approveSignIn,
  DEVNET_FARCASTER_USERNAME,
  devnetFarcasterApp,
  ID_REGISTRY_ADDRESS,
  installIdRegistry,
  placeContractCustody,
  readConnectUrl,
  registerFid,
} from './app.ts'
export { type FarcasterRelay, startFarcasterRelay } from './relay.ts'
