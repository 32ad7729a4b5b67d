'use client'
/** The size budget's Next.js route without Latch: a plain button, the baseline `/` is measured against. */
import type { ReactNode } from 'react'

export default function Page(): ReactNode {
  return <button type="button">Connect Wallet</button>
}
