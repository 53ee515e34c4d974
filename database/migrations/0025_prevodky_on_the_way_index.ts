import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The admin's list of převodky on the way (issue #9) reads a firma's odesláno převodky by
| their sent time; převodky nobody receives stay odesláno forever, so the list must not
| walk a firma's whole history to find them.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      "CREATE INDEX prevodky_on_the_way ON prevodky (firma, sent_at) WHERE stav = 'odesláno'"
    )
  }

  async down() {
    this.schema.raw('DROP INDEX prevodky_on_the_way')
  }
}
