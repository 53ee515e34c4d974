import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Password hygiene and two-factor sign-in (issue #18).
| - `must_change_password`: set by an admin; the account can do nothing but change it.
| - `totp_secret`: the RFC 6238 shared secret, encrypted with APP_KEY; set at the start of
|   an enrolment, in force once `totp_enabled_at` is set by a first valid code.
| - `totp_last_step`: the time step of the last accepted code; a code of that step or an
|   earlier one is a replay and refused (RFC 6238 §5.2).
| - recovery codes are stored as keyed hashes (HMAC with a key derived from APP_KEY) and
|   marked when used: each works once.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('password_changed_at', { useTz: true }).nullable()
      table.boolean('must_change_password').notNullable().defaultTo(false)
      table.text('totp_secret').nullable()
      table.timestamp('totp_enabled_at', { useTz: true }).nullable()
      table.bigInteger('totp_last_step').nullable()
    })
    this.schema.createTable('user_recovery_codes', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('used_at', { useTz: true }).nullable()
      table.unique(['user_id', 'code_hash'])
    })
  }

  async down() {
    this.schema.dropTable('user_recovery_codes')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('password_changed_at')
      table.dropColumn('must_change_password')
      table.dropColumn('totp_secret')
      table.dropColumn('totp_enabled_at')
      table.dropColumn('totp_last_step')
    })
  }
}
