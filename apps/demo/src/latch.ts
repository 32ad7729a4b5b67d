import { latchDevnetA, latchDevnetB } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { createLatch } from '@latch/react'

/** The demo's one Latch instance, on the two devnet chains and the local server's demo project. */
export const latch = createLatch({
  networks: [latchDevnetA, latchDevnetB],
  adapters: [evmAdapter()],
  projectId: 'latch-demo',
  apiUrl: import.meta.env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:8787',
  metadata: { name: 'Latch demo', url: 'http://127.0.0.1:5173' },
  themeMode: 'dark',
})
