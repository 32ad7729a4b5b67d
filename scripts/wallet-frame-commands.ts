/**
 * Browser commands of the component tests (`vitest.config.ts`), run in Vitest's Node process: what the
 * embedded wallet's frame shows. It is on the secure site's origin, so the test page's own DOM cannot
 * read it; Playwright, which drives the page, can. Their types, as the tests call them, are in
 * `packages/react/src/test/commands.ts`.
 */
import type {} from '@vitest/browser-playwright'
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node'

/** The newest instance's frame: an instance keeps its frame in the page after its test (see commands.ts). */
/** How long the frame may take to show something: a new wallet's key on a loaded two-core machine is slow. */
const SHOWN_WITHIN_MS = 20_000

const walletFrame = async (ctx: BrowserCommandContext) =>
  (await ctx.frame()).locator('iframe[title="Latch wallet"]').last().contentFrame()

const waitInWalletFrame: BrowserCommand<
  [role: 'heading' | 'button' | 'alert', name: string, shown?: boolean]
> = async (ctx, role, name, shown = true) => {
  await (await walletFrame(ctx))
    .getByRole(role, { name })
    .waitFor({ state: shown ? 'visible' : 'hidden', timeout: SHOWN_WITHIN_MS })
}

const walletFrameText: BrowserCommand<[]> = async (ctx) => {
  return (await (await walletFrame(ctx)).locator('body').textContent({ timeout: SHOWN_WITHIN_MS })) ?? ''
}

/** Resizes the browser's own window (its viewport), as a visitor does: no page can do this. */
const resizeBrowserWindow: BrowserCommand<[width: number, height: number]> = async (ctx, width, height) => {
  await ctx.page.setViewportSize({ width, height })
}

/** The commands, for the browser project's config. */
export const walletFrameCommands = { waitInWalletFrame, walletFrameText, resizeBrowserWindow }
