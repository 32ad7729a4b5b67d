import type { ReactNode } from 'react'
import { Wallet } from './wallet'

/** The home page: a server component around the part that reads the wallet through wagmi's hooks. */
export default function Page(): ReactNode {
  return (
    <>
      <h1>Latch on Next.js</h1>
      <p>The button above is rendered on the server; below, wagmi's hooks read what Latch connected.</p>
      <Wallet />
    </>
  )
}
