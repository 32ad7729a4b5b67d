/**
 * The secure site's paths, in a module that imports nothing: the modal's social buttons read them
 * without bringing the auth wire's checks along (a module the modal shares with later features costs
 * esbuild builds a second round after the click).
 */

/** Paths of the secure site (the frame's own origin). */
export const AUTH_PATHS = {
  /** GET: the frame's page. */
  frame: '/frame',
  /** GET: the review window, where an approval opens when the browser cannot tell the frame is seen. */
  review: '/frame/review',
  startEmail: '/auth/v1/email/start',
  verifyEmail: '/auth/v1/email/verify',
  /** POST by the frame, polled while VERIFY_DEVICE waits: whether this browser was approved. */
  deviceStatus: '/auth/v1/device/status',
  /** GET: the page the mailed approval link opens (`?token=`); POST: approves, with a handover or not. */
  approveDevice: '/auth/v1/device/approve',
  /** POST by the approval page: what is being approved. */
  deviceRequest: '/auth/v1/device/request',
  /** POST (session): a new address for the account; a code goes to the current one. */
  updateEmail: '/auth/v1/email/update',
  /** POST (session): the current address's code; a code goes to the new one. */
  updateEmailPrimary: '/auth/v1/email/update/primary',
  /** POST (session): the new address's code; the account moves to it. */
  updateEmailSecondary: '/auth/v1/email/update/secondary',
  me: '/auth/v1/me',
  wallet: '/auth/v1/wallet',
  /** GET: this browser's auth share (and a handed-over device share, once); PUT: a new split's, after recovery. */
  authShare: '/auth/v1/wallet/auth-share',
  /** POST (session): a single-use nonce, with this browser and its split, for replacing its auth share. */
  authShareNonce: '/auth/v1/wallet/auth-share/nonce',
  /** GET: the recovery split's server share and the visitor's sealed share. */
  recovery: '/auth/v1/wallet/recovery',
  signOut: '/auth/v1/sign-out',
  /**
   * GET: the networks where the wallet can become a smart account (EIP-7702), with the code it runs, and
   * (with `?projectId=`) where that project sponsors its gas.
   */
  smartAccounts: '/auth/v1/smart-accounts',
  /** POST (session): ERC-7677's paymaster calls for a user operation of the signed-in wallet. */
  paymaster: '/auth/v1/paymaster',
  /** POST: ERC-4337 JSON-RPC to the bundler of one of the server's chains, `?chainId=` its CAIP-2 id. */
  bundler: '/auth/v1/bundler',
  /** GET (session): the wallet's approved browsers. */
  devices: '/auth/v1/devices',
  /** POST (session): revokes another browser, or every other one. */
  revokeDevice: '/auth/v1/devices/revoke',
  /** GET, from the host page (CORS): whether its origin may frame the wallet for `?projectId=`. */
  originCheck: '/auth/v1/origin-check',
  /** POST: JSON-RPC to one of the server's chains, `?chainId=` its CAIP-2 id. */
  rpc: '/auth/v1/rpc',
  /** GET (`?projectId=`): the social logins the project offers, in the order the server lists them. */
  socialProviders: '/auth/v1/social/providers',
  /** POST by the frame: starts a social login; answers where to send the pop-up. */
  socialStart: '/auth/v1/social/start',
  /** GET: what the pop-up shows while the provider's page is asked for. */
  socialLoading: '/auth/v1/social/loading',
  /** GET (or POST, Apple's form): where the provider sends the visitor back; posts the result to the opener. */
  socialCallback: '/auth/v1/social/callback',
  /**
   * POST by the frame while a Farcaster login waits: whether the visitor approved in their Farcaster
   * app; once they did and the signature verifies, the result to redeem.
   */
  farcasterPoll: '/auth/v1/social/farcaster/poll',
  /** POST by the frame: redeems the callback's result for a session. */
  socialVerify: '/auth/v1/social/verify',
  /** POST by the frame, with the session: starts a social login that adds the provider to the account. */
  socialLinkStart: '/auth/v1/social/link-start',
  /** POST by the frame, with the session: redeems such a login's result, adding the provider. */
  socialLink: '/auth/v1/social/link',
  /** GET with the session: the account's login methods (ProfileWallets). */
  methods: '/auth/v1/methods',
  /** POST with the session: removes one login method (never the last). */
  removeMethod: '/auth/v1/methods/remove',
  /** POST with the session: options to create a passkey for the account. */
  passkeyRegisterOptions: '/auth/v1/passkeys/register/options',
  /** POST with the session: the created passkey and the split it keeps. */
  passkeyRegister: '/auth/v1/passkeys/register',
  /** POST by the frame: a challenge to log in with a passkey. */
  passkeyLoginOptions: '/auth/v1/passkeys/login/options',
  /** POST by the frame: the passkey's assertion; opens a session and gives the passkey's split. */
  passkeyLogin: '/auth/v1/passkeys/login',
} as const
