import { expect, it } from 'vitest'

it('the public surface changes only on purpose', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual(['polkadotAdapter'])
})
