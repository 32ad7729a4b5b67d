import { defineConfig } from 'vite'

/** The frame page, served by the Latch server's secure site under `/frame/`. */
export default defineConfig({
  root: import.meta.dirname,
  base: '/frame/',
  resolve: { conditions: ['@latch/source'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true },
  logLevel: 'warn',
})
