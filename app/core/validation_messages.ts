import { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { withCzechPlurals } from '#core/czech_plural'

/*
| Czech messages for every VineJS rule the validators use; a 422 always tells the user
| in Czech which field is wrong. A validator with messages of its own builds its provider
| with `czechMessagesProvider`, so a rule it does not name still answers in Czech. After a
| count, `{znak|znaky|znaků}` picks the Czech plural form (`alespoň 3 znaky`).
*/
export const CZECH_MESSAGES: Record<string, string> = {
  'required': 'Pole {{ field }} je povinné.',
  'string': 'Pole {{ field }} musí být text.',
  'number': 'Pole {{ field }} musí být číslo.',
  'boolean': 'Pole {{ field }} musí být ano/ne.',
  'object': 'Pole {{ field }} má neplatný tvar.',
  'array': 'Pole {{ field }} musí být seznam.',
  'email': 'Pole {{ field }} musí být platná e-mailová adresa.',
  'minLength': 'Pole {{ field }} musí mít alespoň {{ min }} {znak|znaky|znaků}.',
  'maxLength': 'Pole {{ field }} smí mít nejvýše {{ max }} {znak|znaky|znaků}.',
  'regex': 'Pole {{ field }} má neplatný formát.',
  'enum': 'Pole {{ field }} musí být jedna z hodnot: {{ choices }}.',
  'min': 'Pole {{ field }} musí být alespoň {{ min }}.',
  'max': 'Pole {{ field }} smí být nejvýše {{ max }}.',
  'date': 'Pole {{ field }} musí být datum ve tvaru RRRR-MM-DD.',
  'fixedLength': 'Pole {{ field }} musí mít přesně {{ size }} {znak|znaky|znaků}.',
  'in': 'Pole {{ field }} má nepovolenou hodnotu.',
  'notIn': 'Pole {{ field }} má nepovolenou hodnotu.',
  'number.in': 'Pole {{ field }} má nepovolenou hodnotu.',
  'range': 'Pole {{ field }} musí být od {{ min }} do {{ max }}.',
  'positive': 'Pole {{ field }} musí být kladné číslo.',
  'negative': 'Pole {{ field }} musí být záporné číslo.',
  'nonNegative': 'Pole {{ field }} nesmí být záporné.',
  'nonPositive': 'Pole {{ field }} nesmí být kladné.',
  'decimal':
    'Pole {{ field }} má mít {{ digits }} {desetinné místo|desetinná místa|desetinných míst}.',
  'withoutDecimals': 'Pole {{ field }} musí být celé číslo.',
  'accepted': 'Pole {{ field }} musí být potvrzeno.',
  'literal': 'Pole {{ field }} má nepovolenou hodnotu.',
  'array.minLength': 'Pole {{ field }} musí mít alespoň {{ min }} {položku|položky|položek}.',
  'array.maxLength': 'Pole {{ field }} smí mít nejvýše {{ max }} {položku|položky|položek}.',
  'array.fixedLength': 'Pole {{ field }} musí mít přesně {{ size }} {položku|položky|položek}.',
  'notEmpty': 'Pole {{ field }} nesmí být prázdné.',
  'distinct': 'Pole {{ field }} obsahuje opakující se hodnoty.',
  'record': 'Pole {{ field }} má neplatný tvar.',
  'record.minLength': 'Pole {{ field }} musí mít alespoň {{ min }} {položku|položky|položek}.',
  'record.maxLength': 'Pole {{ field }} smí mít nejvýše {{ max }} {položku|položky|položek}.',
  'tuple': 'Pole {{ field }} musí být seznam.',
  'url': 'Pole {{ field }} musí být platná adresa URL.',
  'uuid': 'Pole {{ field }} má neplatný formát.',
  'password.minLength': 'Heslo musí mít alespoň {{ min }} {znak|znaky|znaků}.',
  'username.regex':
    'Uživatelské jméno smí obsahovat jen písmena, číslice, tečku, pomlčku a podtržítko.',
}

export const CZECH_FIELDS: Record<string, string> = {
  'username': 'uživatelské jméno',
  'code': 'kód pobočky',
  'name': 'název',
  'street': 'ulice',
  'city': 'město',
  'zip': 'PSČ',
  'email': 'e-mail',
  'password': 'heslo',
  'role': 'role',
  'firma': 'firma',
  'pharmacyCode': 'kód pobočky',
  'fullName': 'celé jméno',
  'phone': 'telefon',
  'carrierCustomerNumber': 'zákaznické číslo u dopravce',
  'address.street': 'ulice',
  'address.city': 'město',
  'address.zip': 'PSČ',
}

/** Vine's provider, with the plural form after a count picked once the count is filled in. */
class CzechMessagesProvider extends SimpleMessagesProvider {
  getMessage(rawMessage: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    return withCzechPlurals(super.getMessage(rawMessage, rule, field, args))
  }
}

export function czechMessagesProvider(
  messages: Record<string, string>,
  fields: Record<string, string> = {}
) {
  return new CzechMessagesProvider(
    { ...CZECH_MESSAGES, ...messages },
    { ...CZECH_FIELDS, ...fields }
  )
}
