/*
| Czech messages for every VineJS rule the validators use; a 422 always tells the user
| in Czech which field is wrong.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.messagesProvider = new SimpleMessagesProvider(
  {
    'required': 'Pole {{ field }} je povinné.',
    'string': 'Pole {{ field }} musí být text.',
    'number': 'Pole {{ field }} musí být číslo.',
    'boolean': 'Pole {{ field }} musí být ano/ne.',
    'object': 'Pole {{ field }} má neplatný tvar.',
    'array': 'Pole {{ field }} musí být seznam.',
    'email': 'Pole {{ field }} musí být platná e-mailová adresa.',
    'minLength': 'Pole {{ field }} musí mít alespoň {{ min }} znaků.',
    'maxLength': 'Pole {{ field }} smí mít nejvýše {{ max }} znaků.',
    'regex': 'Pole {{ field }} má neplatný formát.',
    'enum': 'Pole {{ field }} musí být jedna z hodnot: {{ choices }}.',
    'min': 'Pole {{ field }} musí být alespoň {{ min }}.',
    'max': 'Pole {{ field }} smí být nejvýše {{ max }}.',
    'date': 'Pole {{ field }} musí být datum ve tvaru RRRR-MM-DD.',
    'password.minLength': 'Heslo musí mít alespoň {{ min }} znaků.',
    'username.regex':
      'Uživatelské jméno smí obsahovat jen písmena, číslice, tečku, pomlčku a podtržítko.',
  },
  {
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
)
