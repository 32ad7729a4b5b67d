/** A message the relay holds for a topic until its TTL runs out. */
export type StoredMessage = {
  topic: string
  message: string
  tag: number
  attestation?: string | undefined
  publishedAt: number
  /** The publishing client's id: it is never sent its own messages back. */
  from: string
  expiresAt: number
}

/** Longest TTL the relay keeps a message for, whatever the publisher asks (7 days, as WalletConnect's). */
const MAX_TTL_S = 7 * 24 * 3600

/**
 * The relay's store: messages per topic, kept until their TTL so that a peer that subscribes late (or
 * reconnects) still receives what was published before.
 *
 * @example
 * const box = createMailbox()
 * box.put({ topic: 't', message: 'm', tag: 1100, from: 'a' }, 300)
 * box.waiting('t', 'b') // [the message]
 */
export function createMailbox(now: () => number = Date.now) {
  const byTopic = new Map<string, StoredMessage[]>()
  return {
    put(m: Omit<StoredMessage, 'publishedAt' | 'expiresAt'>, ttlSeconds: number): StoredMessage {
      const stored = {
        ...m,
        publishedAt: now(),
        expiresAt: now() + Math.min(ttlSeconds, MAX_TTL_S) * 1000,
      }
      const list = byTopic.get(m.topic) ?? []
      // The same ciphertext published twice (a client retrying) is kept once.
      if (!list.some((x) => x.message === m.message)) list.push(stored)
      byTopic.set(m.topic, list)
      return stored
    },
    /** Live messages on a topic that someone other than `clientId` published. */
    waiting(topic: string, clientId: string): StoredMessage[] {
      const t = now()
      return (byTopic.get(topic) ?? []).filter((m) => m.from !== clientId && m.expiresAt > t)
    },
    /** Drops expired messages. */
    sweep(): void {
      const t = now()
      for (const [topic, list] of byTopic) {
        const live = list.filter((m) => m.expiresAt > t)
        if (live.length) byTopic.set(topic, live)
        else byTopic.delete(topic)
      }
    },
    size: () => [...byTopic.values()].reduce((n, l) => n + l.length, 0),
    /** Forgets every message, as a relay restarted from nothing would. */
    clear(): void {
      byTopic.clear()
    },
  }
}
