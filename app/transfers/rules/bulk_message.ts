import { czNumber } from '#core/format_cz'

/*
| What a bulk action by filter tells the user (issue #16): how many items it moved and how
| many it left alone because they changed after the list was read, in Czech with the
| participle agreeing with the count ("Potvrzena 1 položka", "Potvrzeny 3 položky",
| "Potvrzeno 4 930 položek, 3 se mezitím změnily.").
*/

export type BulkAction = 'confirm' | 'markPicked'

type Form = 'one' | 'few' | 'many'

/** Czech plural class: 1; 2–4; 0 and 5 or more. */
export function pluralForm(count: number): Form {
  if (count === 1) return 'one'
  if (count >= 2 && count <= 4) return 'few'
  return 'many'
}

const DONE: Record<BulkAction, Record<Form, string>> = {
  confirm: { one: 'Potvrzena', few: 'Potvrzeny', many: 'Potvrzeno' },
  markPicked: { one: 'Vychystána', few: 'Vychystány', many: 'Vychystáno' },
}
const ITEMS: Record<Form, string> = { one: 'položka', few: 'položky', many: 'položek' }
const CHANGED: Record<Form, string> = { one: 'změnila', few: 'změnily', many: 'změnilo' }

export function bulkMessage(action: BulkAction, done: number, changed: number) {
  const form = pluralForm(done)
  const head = `${DONE[action][form]} ${czNumber(done)} ${ITEMS[form]}`
  if (changed === 0) return `${head}.`
  return `${head}, ${czNumber(changed)} se mezitím ${CHANGED[pluralForm(changed)]}.`
}
