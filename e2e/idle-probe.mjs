import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const ctx = await b.newContext({ reducedMotion: process.env.RM ? 'reduce' : 'no-preference' })
const p = await ctx.newPage()
const t0 = Date.now()
await p.goto(process.env.URL ?? 'http://localhost:5173/')
await p.waitForLoadState('networkidle')
console.log('loaded', Date.now() - t0)
if (process.env.OPEN) { await p.getByRole('button', { name: /connect/i }).first().click(); }
await new Promise(r => setTimeout(r, 20000))
await b.close()
