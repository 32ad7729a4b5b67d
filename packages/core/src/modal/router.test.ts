import { describe, expect, it } from 'vitest'
import { routes } from './router.ts'

describe('router', () => {
  it('"Going back pops the stack"', () => {
    const h = routes.push(routes.reset('Connect'), { view: 'ConnectingExternal', data: { connectorId: 'x' } })
    expect(routes.back(h, false)).toEqual([{ view: 'Connect' }])
  })

  it('"With a history one deep, going back closes the modal"', () => {
    expect(routes.back(routes.reset('Connect'), false)).toBeUndefined()
  })

  it('"Going back to Connect while an account is connected shows Account instead"', () => {
    const h = routes.push(routes.reset('Connect'), { view: 'ConnectingExternal' })
    expect(routes.back(h, true)).toEqual([{ view: 'Account' }])
  })

  it('replace swaps the top entry only', () => {
    const h = routes.push(routes.reset('Account'), { view: 'SwitchNetwork' })
    expect(routes.replace(h, { view: 'UnsupportedChain' })).toEqual([
      { view: 'Account' },
      { view: 'UnsupportedChain' },
    ])
  })
})
