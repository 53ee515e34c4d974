/*
| The stav machine of DOMAIN.md "The pool and transfers". Every move a branch makes is
| checked here: the item's current stav, the action, and whether the acting branch is
| the item's source or its target. Anything else is refused and changes nothing.
*/

import type { Stav } from '#contracts/lists/pool_items'

/* The stavs themselves are declared once with the pool-item lists, which filter by them. */
export { STAVY, type Stav } from '#contracts/lists/pool_items'

export type Action =
  | 'confirm'
  | 'reject'
  | 'cancelConfirmation'
  | 'markPicked'
  | 'markRejected'
  | 'send'
  | 'receive'
  | 'receiveMissing'
  | 'markReceived'
  | 'reopen'
export type Side = 'source' | 'target' | 'none'

type Move = { from: Stav; by: Exclude<Side, 'none'>; to: Stav; label: string }

export const MOVES: Record<Action, Move> = {
  confirm: { from: 'rezervováno', by: 'target', to: 'potvrzeno', label: 'potvrdit' },
  reject: { from: 'rezervováno', by: 'target', to: 'aktivní', label: 'odmítnout' },
  cancelConfirmation: {
    from: 'potvrzeno',
    by: 'target',
    to: 'rezervováno',
    label: 'zrušit potvrzení',
  },
  markPicked: { from: 'potvrzeno', by: 'source', to: 'vychystáno', label: 'vychystat' },
  markRejected: { from: 'potvrzeno', by: 'source', to: 'vyřazeno', label: 'označit jako nedodané' },
  send: { from: 'vychystáno', by: 'source', to: 'odesláno', label: 'odeslat' },
  receive: { from: 'odesláno', by: 'target', to: 'přijato', label: 'přijmout' },
  receiveMissing: {
    from: 'odesláno',
    by: 'target',
    to: 'vyřazeno',
    label: 'označit jako nedodané',
  },
  markReceived: { from: 'odesláno', by: 'target', to: 'přijato', label: 'přijmout' },
  reopen: { from: 'vychystáno', by: 'source', to: 'odesláno', label: 'obnovit' },
}

const SIDE_NAME = { source: 'zdrojová', target: 'cílová' }

/** `vyřazeno` is shown to people as nedodáno. */
export const shownStav = (stav: string) => (stav === 'vyřazeno' ? 'nedodáno' : stav)

export type MoveResult = { ok: true; to: Stav } | { ok: false; message: string }

export function nextStav(current: string, action: Action, side: Side): MoveResult {
  const move = MOVES[action]
  const allowedFrom = action === 'reopen' ? ['vychystáno', 'odesláno'] : [move.from]
  if (side !== move.by) {
    return {
      ok: false,
      message: `Akci „${move.label}“ může provést jen ${SIDE_NAME[move.by]} pobočka položky.`,
    }
  }
  if (!allowedFrom.includes(current)) {
    return {
      ok: false,
      message: `Položku ve stavu ${shownStav(current)} nelze ${move.label}.`,
    }
  }
  return { ok: true, to: move.to }
}
