import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Rendered PDFs, keyed by what they were rendered from (kind, parameters and a fingerprint
| of the data), so an identical request on unchanged data is served without rendering.
| Kept in PostgreSQL so every web process sees what any pdf worker rendered.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('generated_pdfs', (table) => {
      table.string('key', 64).primary()
      table.string('kind', 50).notNullable()
      table.binary('bytes').notNullable()
      table.integer('size').notNullable()
      table.integer('render_ms').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('generated_pdfs')
  }
}
