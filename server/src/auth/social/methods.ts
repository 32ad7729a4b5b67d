/**
 * The account's login methods (ProfileWallets): listed, and removed one at a time, never the last (the
 * account would open no more). Adding a provider is the social routes' link attempt; adding a passkey,
 * passkeys.ts.
 */
import { AUTH_PATHS, type MethodsResponse, methodsAnswer, removeMethodBody } from '@latch/protocol/embedded'
import { refusal } from '../../http/errors.ts'
import { accountStore } from '../account-store.ts'
import type { AuthFeature } from '../fields.ts'
import { sessionOf, signedIn } from '../signed-in.ts'
import { methodsOf } from './accounts.ts'

/** GET methods and POST removeMethod. */
export const methodRoutes: AuthFeature = async (app, deps) => {
  const { db } = deps
  const accounts = accountStore(db)

  signedIn(app, deps, (app) => {
    app.get<{ Reply: MethodsResponse }>(
      AUTH_PATHS.methods,
      { schema: { response: { 200: methodsAnswer } } },
      async (req) => {
        const { userId } = sessionOf(req)
        return { methods: await methodsOf(db, userId) }
      },
    )

    app.post(
      AUTH_PATHS.removeMethod,
      { schema: { response: { 200: methodsAnswer }, body: removeMethodBody } },
      async (req): Promise<MethodsResponse> => {
        const { userId } = sessionOf(req)
        const body = req.body
        if ((await accounts.removeMethod(userId, body)) === 'last') throw refusal(409, {}, 'lastMethod')
        return { methods: await methodsOf(db, userId) }
      },
    )
  })
}
