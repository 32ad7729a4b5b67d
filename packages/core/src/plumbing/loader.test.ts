import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import type { AccountActions, SendActions } from '../account/module.ts'
import type { WalletActions } from '../connect/module.ts'
import type { EmailActions } from '../embedded-wallet/actions.ts'
import type { OnrampActions } from '../onramp/types.ts'
import type { SwapActions } from '../swap/types.ts'
import { createLoader, lazyFeature, lazyMethods } from './loader.ts'

/** The methods of `T` that do not return a promise. */
type NotAsync<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => PromiseLike<unknown> ? never : K
}[keyof T]

describe('createLoader', () => {
  it('loads once, holds the result, and tries again after a failure', async () => {
    let calls = 0
    const loader = createLoader(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return 'code'
    })
    expect(loader.current()).toBeUndefined()
    await expect(loader.load()).rejects.toThrow('offline')
    expect(await Promise.all([loader.load(), loader.load()])).toEqual(['code', 'code'])
    expect(calls).toBe(2)
    expect(loader.current()).toBe('code')
  })
})

describe('lazyFeature', () => {
  it('loads the code on the first call, once, and forwards every call with its result', async () => {
    let loads = 0
    const ran: string[] = []
    const feature = lazyFeature(async () => {
      loads++
      return {
        setAmount: async (text: string) => {
          ran.push(text)
        },
        submit: async () => 'hash',
      }
    })
    const edit = feature.setAmount('1')
    expect(edit).toBeInstanceOf(Promise)
    await edit
    await expect(feature.submit()).resolves.toBe('hash')
    expect([loads, ran]).toEqual([1, ['1']])
  })

  it('a call whose code fails to load rejects, and the next call tries again', async () => {
    let loads = 0
    const feature = lazyFeature(async () => {
      if (++loads === 1) throw new Error('offline')
      return { reset: async () => 'done' }
    })
    await expect(feature.reset()).rejects.toThrow('offline')
    await expect(feature.reset()).resolves.toBe('done')
  })

  it('lazyMethods uses the fixed methods as they are', () => {
    const api = lazyMethods(async () => ({ isDown: () => true, read: async () => 1 }), {
      isDown: () => false,
    })
    expect(api.isDown()).toBe(false)
  })

  it('lazyMethods loads nothing when the object is awaited, serialised or inspected', async () => {
    const load = vi.fn(async () => ({ read: async () => 1 }))
    const api = lazyMethods(load)
    expect(await Promise.resolve(api)).toBe(api)
    expect(JSON.stringify({ api })).toBe('{"api":{}}')
    expect(String(Object.prototype.toString.call(api))).toBe('[object Object]')
    expect(load).not.toHaveBeenCalled()
    await expect(api.read()).resolves.toBe(1)
    expect(load).toHaveBeenCalledOnce()
  })
})

describe('sync or async, on purpose', () => {
  it("every method of a feature group returns a promise (its code may still be loading); wallets' recent() is a read", () => {
    expectTypeOf<NotAsync<AccountActions>>().toEqualTypeOf<never>()
    expectTypeOf<NotAsync<SendActions>>().toEqualTypeOf<never>()
    expectTypeOf<NotAsync<SwapActions>>().toEqualTypeOf<never>()
    expectTypeOf<NotAsync<OnrampActions>>().toEqualTypeOf<never>()
    expectTypeOf<NotAsync<EmailActions>>().toEqualTypeOf<never>()
    expectTypeOf<NotAsync<WalletActions>>().toEqualTypeOf<'recent'>()
  })
})
