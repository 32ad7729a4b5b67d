import { join } from 'node:path'
import { defaultClientConditions, defineConfig } from 'vite'

/**
 * The frame page, the device approval page and the review window's page, served by the Latch server's secure site (assets under
 * `/frame/`).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/frame/',
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        index: join(import.meta.dirname, 'index.html'),
        approve: join(import.meta.dirname, 'approve.html'),
        review: join(import.meta.dirname, 'review.html'),
      },
    },
  },
  logLevel: 'warn',
})
