import { sourceResolve } from '@latch/devnet/source-condition'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo runs on the packages' sources, so edits reload at once; a published app loads their dist/.
export default defineConfig({
  ...sourceResolve(),
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Two pages: the demo, and the same Latch instance under wagmi's hooks (wagmi.html).
    rolldownOptions: { input: { main: 'index.html', wagmi: 'wagmi.html' } },
  },
})
