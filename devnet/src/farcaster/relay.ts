/**
 * The devnet's Farcaster relay: the protocol of `@farcaster/auth-client` (Sign In With Farcaster),
 * served locally. An app opens a channel (`POST /v1/channel`), shows its `farcaster://connect` URL as a
 * QR code and polls `GET /v1/channel/status` with the channel's token; the visitor's Farcaster app
 * signs the request and posts it (`POST /v1/channel/authenticate`), and the next status is `completed`
 * with the message, the signature and the visitor's Farcaster id and name. Channels live 10 minutes,
 * in memory. The relay checks nothing a real relay would not: the app verifies the signature.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How long a channel lives. */
const CHANNEL_TTL_MS = 10 * 60_000

/** What an app asks a channel for (auth-client's CreateChannelRequest). */
type ChannelRequest = {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress?: boolean
}

/** A channel: the request, its URL, and the Farcaster app's answer once it came. */
type Channel = {
  request: ChannelRequest & { nonce: string }
  url: string
  expiresAt: number
  answer?: {
    message: string
    signature: string
    fid: number
    username?: string
    displayName?: string
    bio?: string
    pfpUrl?: string
    custody?: string
  }
}

/** A running relay. */
export type FarcasterRelay = {
  /** Its base URL, e.g. `http://127.0.0.1:8556`. */
  url: string
  /** The channels waiting for a Farcaster app, newest first (the devnet's Farcaster app lists them). */
  /** The requests waiting for an answer, newest first, with when each expires. */
  pending: () => { channelToken: string; request: Channel['request']; expiresAt: number }[]
  stop: () => Promise<void>
}

const read = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    let body = ''
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8')
      if (body.length > 64_000) req.destroy()
    })
    req.on('end', () => {
      try {
        resolve(JSON.parse(body))
      } catch {
        resolve(undefined)
      }
    })
  })

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
  })
  res.end(JSON.stringify(body))
}

const isText = (v: unknown, max = 2048): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A time of day as the page shows it (UTC, to the second). */
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19)

/**
 * The relay's page: each waiting request, newest first, saying whose it is (the site, the page that
 * asked, when it asked, how long it has left), and a button that approves it as the devnet's Farcaster
 * app, named for that request.
 */
function appPage(pending: ReturnType<FarcasterRelay['pending']>, now = Date.now()): string {
  const rows = pending
    .map(({ channelToken, request, expiresAt }) => {
      const asked = clock(expiresAt - CHANNEL_TTL_MS)
      const left = Math.max(0, Math.ceil((expiresAt - now) / 60_000))
      const site = escapeHtml(request.domain)
      return `<li><p><strong>${site}</strong> asks you to sign in</p><p>From ${escapeHtml(request.siweUri)}, asked at ${asked} UTC, ${left} min left</p><form method="post" action="/approve"><input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}"><button aria-label="Approve the sign-in ${site} asked at ${asked}">Approve</button></form></li>`
    })
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Devnet Farcaster</title></head><body><h1>Devnet Farcaster</h1><p>Sign-in requests waiting for the devnet's test Farcaster account, newest first:</p><ul>${rows || '<li>None: press the Farcaster button in the app first.</li>'}</ul></body></html>`
}

/**
 * Starts the relay on 127.0.0.1 (`port` 0 picks a free one). With `app`, its page at `/` lists the
 * waiting requests with an Approve button that answers one as that Farcaster app (the devnet's, so a
 * person can try the Farcaster button offline).
 *
 * @example
 * const relay = await startFarcasterRelay({ port: 8556 })
 */
export async function startFarcasterRelay(
  opts: { port?: number; app?: (relayUrl: string, connectUrl: string) => Promise<void> } = {},
): Promise<FarcasterRelay> {
  const channels = new Map<string, Channel>()
  const tokenOf = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
  /** The channel of `token` while it lives; an expired one is forgotten as it is asked for. */
  const live = (token: string | undefined) => {
    const channel = token ? channels.get(token) : undefined
    if (!token || !channel) return undefined
    if (channel.expiresAt >= Date.now()) return channel
    channels.delete(token)
    return undefined
  }

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://relay').pathname
    if (req.method === 'OPTIONS') return send(res, 204, {})
    if (opts.app && req.method === 'GET' && path === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
      })
      return res.end(appPage(relay.pending()))
    }
    if (opts.app && req.method === 'POST' && path === '/approve') {
      let form = ''
      for await (const chunk of req) form += String(chunk)
      const token = new URLSearchParams(form).get('channelToken') ?? ''
      const channel = live(token)
      if (channel && !channel.answer) await opts.app(relay.url, channel.url).catch(() => undefined)
      res.writeHead(303, { location: '/' })
      return res.end()
    }
    if (req.method === 'POST' && path === '/v1/channel') {
      const body = (await read(req)) as Partial<ChannelRequest> | undefined
      if (!body || !isText(body.siweUri) || !isText(body.domain, 253))
        return send(res, 400, { error: 'siweUri and domain are required' })
      const channelToken = randomUUID()
      const nonce = isText(body.nonce, 128) ? body.nonce : randomBytes(12).toString('hex')
      const request = { ...body, siweUri: body.siweUri, domain: body.domain, nonce }
      const url = `farcaster://connect?${new URLSearchParams({ channelToken, nonce, siweUri: body.siweUri, domain: body.domain })}`
      channels.set(channelToken, { request, url, expiresAt: Date.now() + CHANNEL_TTL_MS })
      return send(res, 201, { channelToken, url, nonce })
    }
    if (req.method === 'GET' && path === '/v1/channel/status') {
      const channel = live(tokenOf(req))
      if (!channel) return send(res, 401, { error: 'Unknown channel' })
      const base = {
        nonce: channel.request.nonce,
        url: channel.url,
        signatureParams: {
          siweUri: channel.request.siweUri,
          domain: channel.request.domain,
          nonce: channel.request.nonce,
          ...(channel.request.notBefore ? { notBefore: channel.request.notBefore } : {}),
          ...(channel.request.expirationTime ? { expirationTime: channel.request.expirationTime } : {}),
          ...(channel.request.requestId ? { requestId: channel.request.requestId } : {}),
        },
      }
      if (!channel.answer) return send(res, 202, { state: 'pending', ...base })
      return send(res, 200, {
        state: 'completed',
        ...base,
        ...channel.answer,
        authMethod: 'custody',
        verifications: [],
      })
    }
    if (req.method === 'POST' && path === '/v1/channel/authenticate') {
      const channel = live(tokenOf(req))
      if (!channel) return send(res, 401, { error: 'Unknown channel' })
      const body = (await read(req)) as Partial<NonNullable<Channel['answer']>> | undefined
      if (
        !body ||
        !isText(body.message, 4096) ||
        !isText(body.signature, 4096) ||
        !Number.isSafeInteger(body.fid)
      )
        return send(res, 400, { error: 'message, signature and fid are required' })
      // The first answer stands: a channel is answered once.
      if (!channel.answer)
        channel.answer = {
          message: body.message,
          signature: body.signature,
          fid: body.fid!,
          ...(isText(body.username, 64) ? { username: body.username } : {}),
          ...(isText(body.displayName, 64) ? { displayName: body.displayName } : {}),
          ...(isText(body.bio, 256) ? { bio: body.bio } : {}),
          ...(isText(body.pfpUrl, 512) ? { pfpUrl: body.pfpUrl } : {}),
          ...(isText(body.custody, 64) ? { custody: body.custody } : {}),
        }
      return send(res, 201, { state: 'completed' })
    }
    send(res, 404, { error: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const relay: FarcasterRelay = {
    url,
    pending: () =>
      [...channels]
        .filter(([, c]) => !c.answer && c.expiresAt >= Date.now())
        .map(([channelToken, c]) => ({ channelToken, request: c.request, expiresAt: c.expiresAt }))
        .reverse(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return relay
}
