/**
 * The embedded wallet's accounts (docs/custody.md): users, their emails, devices, sessions, codes,
 * shares, social identities and logins, passkeys, the rate limits every process shares, and the
 * operations a project sponsors.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Embedded-wallet accounts. `address` is the wallet's EVM address once the frame created it; the server
 * never holds the key, only shares it cannot combine (docs/custody.md).
 */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The email an account logs in with (lower-cased); one account per email. */
export const authEmails = pgTable(
  'auth_emails',
  {
    email: text('email').primaryKey(),
    userId: text('user_id').notNull(),
  },
  (t) => [index('auth_emails_user_idx').on(t.userId)],
)

/**
 * Browsers an account logged in from, by the SHA-256 of the frame's device id. A browser new to an
 * account with a wallet waits for the approval link mailed to it (`approvalHash`, the link token's
 * SHA-256, until `approvalExpiresAt`); `publicKey` is its ECDH key, to which the browser that opens the
 * link may hand its device share (`handover`, read once). `splitId` names the device split whose auth
 * share this browser's share combines with.
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    userId: text('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    splitId: text('split_id'),
    publicKey: text('public_key'),
    approvalHash: text('approval_hash'),
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    handover: text('handover'),
    /** The SHA-256 of the single-use nonce a replacement of this browser's auth share must sign. */
    shareNonceHash: text('share_nonce_hash'),
    shareNonceExpiresAt: timestamp('share_nonce_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser and system its user agent names (`Chrome|Linux`), for the list of a wallet's browsers. */
    agent: text('agent'),
    /** When a session of this browser was last used (kept to the minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** While it waits for approval: the app and language its login asked in, for the code mailed on approval. */
    mailAppName: text('mail_app_name'),
    mailLocale: text('mail_locale'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceHash] }),
    index('auth_devices_approval_idx').on(t.approvalHash),
  ],
)

/**
 * Login sessions, by the SHA-256 of their bearer token (the token itself is never stored).
 * `pendingEmail` is the address a change of email (UpdateEmailWallet) is moving the account to.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's session key (ECDSA P-256, raw, base64url): every call proves it holds the private half. */
    publicKey: text('public_key'),
    /** HMAC under the server's key over the row's token hash, account, device, key and expiry. */
    mac: text('mac'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/**
 * Mailed one-time codes, stored only as a keyed hash. Each works once, for 10 minutes; the 5th wrong
 * attempt kills it.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['login', 'update-primary', 'update-secondary'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
)

/**
 * Key shares the server keeps, each sealed (AES-256-GCM) under the server key and bound to its account,
 * kind and split: the auth share of each device split (`splitId`; browsers handed a share over use the
 * split of the browser that handed it), and the server's share of the recovery split with the visitor's
 * share sealed under their recovery code (`splitId` 'recovery'), and likewise each passkey's split
 * (`splitId` its credential id: the server's share, and the one sealed under the passkey's PRF). Never
 * two shares of one split in clear.
 */
export const authShares = pgTable(
  'auth_shares',
  {
    userId: text('user_id').notNull(),
    kind: text('kind', {
      enum: ['auth', 'recovery', 'sealed-recovery', 'passkey', 'sealed-passkey'],
    }).notNull(),
    splitId: text('split_id').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.splitId] })],
)

/**
 * The login methods of an account besides its email (SPEC §3 connected social): a provider's stable id
 * of the visitor. The same verified email through a provider and through email login is one account;
 * an unverified one never joins an email account.
 */
export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    /** The provider's email for the visitor when it shared one, and whether it vouched for it. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    username: text('username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('auth_identities_user_idx').on(t.userId)],
)

/**
 * Social login attempts, by the SHA-256 of their `state`: started by the frame (bound to its secret
 * `binding`, by hash, and its browser), used once by the provider's callback, which records the
 * identity and a one-time result (by hash) the frame redeems once for a session. The result's row
 * carries an HMAC under the server's key: a row written by anyone without `secretKey` opens nothing.
 */
export const authSocialLogins = pgTable(
  'auth_social_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    projectId: text('project_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    /** The host page's origin, checked by the frame: the one the callback page posts to. */
    openerOrigin: text('opener_origin').notNull(),
    /**
     * Where the callback sends the page back in a full-page login (an in-app browser, no pop-up): a URL
     * on the opener origin; null for a pop-up.
     */
    returnTo: text('return_to'),
    /** The account a signed-in visitor is adding this provider to (ProfileWallets); null for a login. */
    linkUserId: text('link_user_id'),
    /** PKCE's verifier and OpenID Connect's nonce, for the code exchange. */
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the provider's callback used the state (once). */
    calledBackAt: timestamp('called_back_at', { withTimezone: true }),
    resultHash: text('result_hash'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified'),
    username: text('username'),
    resultExpiresAt: timestamp('result_expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    mac: text('mac'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_social_logins_result_idx').on(t.resultHash),
    index('auth_social_logins_created_idx').on(t.createdAt),
  ],
)

/**
 * Passkeys (WebAuthn credentials) that log in to an account, by credential id: the COSE public key, the
 * signature counter, and an HMAC under the server's key over id, account and key (a row written into
 * the database without `secretKey` logs nobody in).
 */
export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    credentialId: text('credential_id').primaryKey(),
    userId: text('user_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    mac: text('mac').notNull(),
  },
  (t) => [index('auth_passkeys_user_idx').on(t.userId)],
)

/**
 * WebAuthn challenges, by SHA-256, each used once within 5 minutes: to create a passkey (for the
 * account and browser of a session) or to log in (for a browser).
 */
export const authPasskeyChallenges = pgTable(
  'auth_passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: text('user_id'),
    deviceHash: text('device_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_passkey_challenges_expires_idx').on(t.expiresAt)],
)

/** Per-window counters of the sliding-window rate limits every server process shares (per address, per IP; rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/**
 * Gas a project sponsored: one row per user operation its paymaster service signed, at the operation's
 * maximum cost in wei of the chain's native coin; the project's daily cap counts them per chain. A row
 * written without the server only lowers what the project may still sponsor.
 */
export const sponsoredOperations = pgTable(
  'sponsored_operations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    chain: text('chain').notNull(),
    sender: text('sender').notNull(),
    maxCostWei: text('max_cost_wei').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsored_operations_project_idx').on(t.projectId, t.chain, t.signedAt)],
)
