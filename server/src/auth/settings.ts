/**
 * The embedded wallet's settings (the server's `embeddedWallet`): its secure site, mail, limits and
 * social logins.
 */
import { z } from 'zod'

/** A social login provider's client at the provider: registered there with the secure site's callback. */
const socialClient = z.object({
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
})
/** An OpenID Connect provider's client; `issuer` replaces the provider's own (the devnet's stand-in). */
const oidcClient = socialClient.extend({ issuer: z.url().optional() })
/** An OAuth 2 provider's client; the URLs replace the provider's own endpoints (the devnet's stand-in). */
const oauth2Client = socialClient.extend({
  authorizeUrl: z.url().optional(),
  tokenUrl: z.url().optional(),
  apiUrl: z.url().optional(),
})

/**
 * Social login (SPEC §4): each provider the server logs visitors in with, by its client there. A
 * provider absent here is offered by no project.
 */
export const socialSchema = z.object({
  google: oidcClient.optional(),
  apple: oidcClient.optional(),
  x: oauth2Client.optional(),
  discord: oauth2Client.optional(),
  github: oauth2Client.optional(),
  facebook: oauth2Client.optional(),
  /**
   * Sign In With Farcaster: the relay the visitor's Farcaster app answers through (Farcaster's is
   * `https://relay.farcaster.xyz`), and an Optimism RPC, where the IdRegistry says which account holds a
   * Farcaster id (and a smart-contract custody's signature is checked).
   */
  farcaster: z.object({ relay: z.url(), rpcUrl: z.url() }).optional(),
})
/** A validated social login configuration. */
export type SocialConfig = z.infer<typeof socialSchema>

/** The secure site's default port: the embedded wallet's frame and auth API, on an origin of its own. */
export const DEFAULT_SECURE_SITE_PORT = 8788

/**
 * The embedded wallet (email login): the secure site the frame is served from, the server key its
 * shares are sealed under and its codes hashed with, and the SMTP server codes are mailed through.
 * Absent, the server runs without it.
 */
export const embeddedWalletSchema = z.object({
  /** The secure site's port, on the server's host. */
  port: z.number().int().min(0).max(65535).default(DEFAULT_SECURE_SITE_PORT),
  /** Its public origin, as browsers reach it (default `http://{host}:{port}`). */
  origin: z.url().optional(),
  /**
   * 32 random bytes as 64 hex digits. Shares are sealed and codes hashed under keys derived from it;
   * losing it loses every account's server shares, so back it up apart from the database.
   */
  secretKey: z.string().regex(/^[0-9a-fA-F]{64}$/, 'secretKey is 64 hex digits (32 random bytes)'),
  smtp: z.object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
    /** TLS from the start (port 465); otherwise STARTTLS is used when the server offers it. */
    secure: z.boolean().default(false),
    user: z.string().optional(),
    pass: z.string().optional(),
    /** The sender, e.g. `"Latch" <login@example.com>`. */
    from: z.string().min(3),
  }),
  /** How long a login lasts on a browser. */
  sessionTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** The built frame (default: `frame/dist` of this repository). */
  frameDir: z.string().optional(),
  /**
   * Login attempts allowed per hour: mails and codes per visitor IP, and per address for each approved
   * browser (every other browser shares one such budget). Raise the per-IP ones when many visitors share
   * an address the server sees (no `trustProxy` behind a proxy, a campus NAT, a local devnet).
   */
  limits: z
    .object({
      mailsPerIpHour: z.number().int().min(1).max(100_000).default(30),
      codesPerIpHour: z.number().int().min(1).max(100_000).default(60),
      mailsPerAddressHour: z.number().int().min(1).max(1_000).default(6),
      codesPerAddressHour: z.number().int().min(1).max(1_000).default(20),
    })
    .default({ mailsPerIpHour: 30, codesPerIpHour: 60, mailsPerAddressHour: 6, codesPerAddressHour: 20 }),
  /** The social logins the secure site offers (README › Social login). */
  social: socialSchema.default({}),
})
/** A validated embedded-wallet configuration. */
export type EmbeddedWalletConfig = z.infer<typeof embeddedWalletSchema>
