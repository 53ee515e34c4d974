import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('username', 50).notNullable()
      table.string('email', 254).notNullable()
      table.string('password', 255).notNullable()
      table.string('role', 10).notNullable().defaultTo('user')
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      table.string('full_name', 200).nullable()
      table.string('phone', 50).nullable()
      table.string('street', 200).nullable()
      table.string('city', 100).nullable()
      table.string('zip', 20).nullable()
      table.string('carrier_customer_number', 50).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.raw(
      "ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))"
    )
    /* Case-insensitive uniqueness: "Jana@Lemon.cz" and "jana@lemon.cz" are one person. */
    this.schema.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))')
    this.schema.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))')
    this.schema.raw('CREATE INDEX users_branch_index ON users (firma, pharmacy_code)')
  }

  async down() {
    this.schema.dropTable('users')
  }
}
