import type { Loader } from '@latch/core'
import { createLoader } from '@latch/core/internal/plumbing/loader'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, onTestFinished } from 'vitest'
import { page } from 'vitest/browser'
import { useLoad } from './useLoad.ts'
import { ViewLoading } from './ViewLoading.tsx'

type Chunk = { text: string }

/** A view whose code comes from `chunk`, as the dialog renders a lazily loaded one. */
function Host({ chunk }: { chunk: Loader<Chunk> }): ReactNode {
  const code = useLoad(chunk)
  return code.module ? <p>{code.module.text}</p> : <ViewLoading state={code} />
}

function render(chunk: Loader<Chunk>): void {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(<Host chunk={chunk} />)
  onTestFinished(() => {
    root.unmount()
    container.remove()
  })
}

it("a view's code that fails to load says so with Try again, which loads it; no spinner left turning", async () => {
  let attempts = 0
  let online = false
  // A chunk request as a browser makes it: refused while offline, answered once the network is back.
  const chunk = createLoader(async () => {
    attempts++
    if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://x.test/Later.js')
    return { text: 'The later view' }
  })
  render(chunk)
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('This view could not load. Check your connection and try again.')
  await expect.element(page.getByRole('status', { name: 'Loading…' })).not.toBeInTheDocument()
  expect(attempts).toBe(1)
  online = true
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect.element(page.getByText('The later view')).toBeVisible()
  expect(attempts).toBe(2)
  await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
})

it('while the code loads, a spinner named Loading… says so', async () => {
  let answer: (m: Chunk) => void = () => {}
  render(createLoader(() => new Promise<Chunk>((resolve) => (answer = resolve))))
  // Unstyled here (the modal's styles give it its size): there, and named for a screen reader.
  await expect.element(page.getByRole('status', { name: 'Loading…' })).toBeInTheDocument()
  answer({ text: 'Here' })
  await expect.element(page.getByText('Here')).toBeVisible()
})
