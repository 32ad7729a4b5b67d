import puppeteer from 'puppeteer-core'
import { BROWSER_ENV } from './chromium.ts'

const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: '/usr/bin/firefox-esr',
  headless: true,
  env: BROWSER_ENV,
})
const page = await browser.newPage()
await page.setContent(
  '<div role=dialog aria-label="Account"><button>Disconnect</button><p>Hello there</p></div><button>Disconnect</button>',
)
const h = await page.$$(
  '::-p-aria([name="Account"][role="dialog"]) ::-p-aria([name="Disconnect"][role="button"])',
)
console.log('scoped', h.length)
const d = await page.$('::-p-aria([name="Account"][role="dialog"])')
const inner = await d!.$$('::-p-aria([name="Disconnect"][role="button"])')
console.log('inner', inner.length)
const t = await d!.$$('::-p-text(Hello there)')
console.log('text', t.length)
await browser.close()
