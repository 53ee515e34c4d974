import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Action } from '#pool/rules/stav_machine'
import {
  applyStavAction,
  applyStavActionIn,
  type Acting,
  type ActionOptions,
} from '#pool/services/apply_stav_action'
import { closeCompletedPrevodky } from '#transfers/services/close_prevodky'

/* An item received in full may be the last open line of its převodka, which then closes in
   the same transaction. */
function closingPrevodky(action: Action, options: ActionOptions): ActionOptions {
  if (action !== 'markReceived') return options
  return {
    ...options,
    afterChange: (trx, items) =>
      closeCompletedPrevodky(
        trx,
        items.map((i) => i.prevodka_id)
      ),
  }
}

/** A branch's stav-machine action on pool items (pool's service), closing its převodky. */
export function applyAction(
  acting: Acting,
  action: Action,
  ids: number[],
  options: ActionOptions = {}
) {
  return applyStavAction(acting, action, ids, closingPrevodky(action, options))
}

/** The action inside the caller's transaction (bulk actions by filter select and act in one). */
export function applyActionIn(
  trx: TransactionClientContract,
  acting: Acting,
  action: Action,
  ids: number[],
  options: ActionOptions = {}
) {
  return applyStavActionIn(trx, acting, action, ids, closingPrevodky(action, options))
}
