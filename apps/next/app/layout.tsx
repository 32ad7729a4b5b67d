import { ConnectButton } from '@latch/react'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch on Next.js' }

/** The server-rendered layout: the connect button sits in it, rendered on the server like the rest. */
export default function RootLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <Providers>
          <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
            <strong>Latch on Next.js</strong>
            <ConnectButton />
          </header>
          <main style={{ padding: 16 }}>{children}</main>
        </Providers>
      </body>
    </html>
  )
}
