/**
 * The routes the account features follow (SPEC §2): the transaction callback stack (a send pushes the
 * app's callbacks as it asks the wallet; when it ends, success runs `onSuccess`, an error or a cancel
 * runs its callback and then goes back) and the name registration's outcome. They load with the account
 * features, the only code that sends or registers.
 */
import type { ModalActions, TransactionAction } from '../modal/modal.ts'

/**
 * Name registration replaces the current view with RegisterAccountName, or RegisterAccountNameSuccess
 * on success.
 *
 * @example
 * showNameRegistration(modal, true)
 */
export function showNameRegistration(modal: Pick<ModalActions, 'replace'>, success: boolean): void {
  modal.replace(success ? 'RegisterAccountNameSuccess' : 'RegisterAccountName')
}

/** How a send ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * A stack over the modal's `goBack`.
 *
 * @example
 * const stack = createTransactionStack(() => modal.goBack())
 * stack.push({ onError: () => console.log('failed') })
 * stack.pop('error') // logs, then the modal goes back
 */
export function createTransactionStack(goBack: () => void) {
  const actions: TransactionAction[] = []
  return {
    push(action: TransactionAction): void {
      actions.push(action)
    },
    pop(outcome: TransactionOutcome): void {
      const action = actions.pop()
      if (!action) return
      if (outcome === 'success') {
        action.onSuccess?.()
        return
      }
      if (outcome === 'error') action.onError?.()
      else action.onCancel?.()
      goBack()
    },
  }
}
