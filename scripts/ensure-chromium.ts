/** `npm run test:unit` first: the component tests run in Debian's Chromium, installed when missing. */
import { ensureChromium } from '../e2e/chromium.ts'

ensureChromium()
