import { ConnectButton } from '@latch/react'
import { latchInitialState } from '@latch/react/server'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch on Next.js' }

/**
 * The server-rendered layout: the connect button sits in it, rendered on the server like the rest. A
 * returning visitor's wallet and language come from their `latch.state` cookie (or, the first time,
 * their `Accept-Language`), so the first HTML already shows their address, in their language.
 */
export default async function RootLayout({ children }: { children: ReactNode }): Promise<ReactNode> {
  const request = await headers()
  const initialState = await latchInitialState(request.get('cookie'), {
    acceptLanguage: request.get('accept-language'),
  })
  return (
    <html lang={initialState.snapshot?.locale ?? 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <Providers initialState={initialState}>
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
