/**
 * The frame's one channel: its parent window, on the one origin the frame's URL names (confirmed by the
 * browser where it says). Requests from any other window or origin, and malformed ones, are dropped with
 * a warning; every answer goes to that origin, never '*'.
 */
import { FRAME_PROTOCOL, type FrameMessage, type FrameRequest, readRequest } from '@latch/core/frame'
import { RpcError } from './rpc-error.ts'

/** A message the frame sends, without the protocol tag the channel adds. */
export type Outgoing = FrameMessage extends infer M
  ? M extends FrameMessage
    ? Omit<M, 'protocol'>
    : never
  : never

/**
 * The parent's origin: the `origin` the frame's URL claims, when the frame is framed and the browser's
 * `ancestorOrigins` (Chromium, Safari) does not name another; otherwise none, and the frame stays silent.
 *
 * @example
 * parentOriginOf({ claimed: 'https://app.example', ancestor: 'https://app.example', framed: true }) // 'https://app.example'
 */
export function parentOriginOf(where: {
  claimed: string
  ancestor: string | undefined
  framed: boolean
}): string | undefined {
  return where.framed && where.claimed && (!where.ancestor || where.ancestor === where.claimed)
    ? where.claimed
    : undefined
}

/**
 * The project the frame's URL names: a plain id, or none (the server then refuses every call).
 *
 * @example
 * projectIdOf(new URLSearchParams('projectId=latch-demo')) // 'latch-demo'
 */
export function projectIdOf(query: URLSearchParams): string {
  const id = query.get('projectId') ?? ''
  return /^[\w.-]{1,128}$/.test(id) ? id : ''
}

/**
 * Serves the parent: answers each well-formed request from `parent` on `origin` with `SUCCESS` (what
 * `handle` resolves) or `ERROR` (its message, and the RPC code of an `RpcError`), and returns `post`
 * for the frame's own announcements (READY, SHOW, SESSION_UPDATE). With no origin it posts nothing.
 *
 * @example
 * const { post } = serveParent({ self: window, parent: window.parent, origin, handle })
 * post({ type: 'READY', payload: { version: FRAME_VERSION } })
 */
export function serveParent(opts: {
  self: Window
  parent: Window
  origin: string | undefined
  handle: (request: FrameRequest) => Promise<unknown>
}): { post: (message: Outgoing) => void; stop: () => void } {
  const { parent, origin } = opts
  const post = (message: Outgoing) => {
    if (origin) parent.postMessage({ protocol: FRAME_PROTOCOL, ...message }, origin)
  }
  const listener = (event: MessageEvent<unknown>) => {
    if (!origin || event.source !== parent || event.origin !== origin) {
      console.warn(`Latch frame: a message from ${event.origin || 'an unknown origin'} was ignored`)
      return
    }
    const request = readRequest(event.data)
    if (!request) {
      console.warn('Latch frame: a malformed message was ignored')
      return
    }
    opts.handle(request).then(
      (payload) => post({ type: 'SUCCESS', id: request.id, payload }),
      (error: unknown) =>
        post({
          type: 'ERROR',
          id: request.id,
          payload: {
            message: error instanceof Error && error.message ? error.message : 'An error occurred',
            ...(error instanceof RpcError ? { code: error.code } : {}),
          },
        }),
    )
  }
  opts.self.addEventListener('message', listener)
  return { post, stop: () => opts.self.removeEventListener('message', listener) }
}
