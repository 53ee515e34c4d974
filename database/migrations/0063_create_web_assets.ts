import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The SPA's hashed files of every build a web host has served lately (issue #29). During a
| rolling deploy a page of one build asks for its chunks from hosts of the other; each host
| publishes its own build's files here when it starts and serves any it lacks from here, so
| both builds' files are there for every host. Rows not published for two weeks are dropped.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('web_assets', (table) => {
      /* The file's name under /assets/ (its content hash is part of it), with .br / .gz too. */
      table.string('name', 255).primary()
      table.binary('content').notNullable()
      table.timestamp('published_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE web_assets ALTER COLUMN content SET STORAGE EXTERNAL')
  }

  async down() {
    this.schema.dropTable('web_assets')
  }
}
