import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The audit trail (issue #18, OWASP ASVS V7): who did what, when and from where, one row per
| state-changing request or security event, written in the transaction of the change.
|
| Append-only is enforced by the database, not by the application: a trigger refuses every
| UPDATE, every TRUNCATE and every DELETE of a row younger than two years, whichever role
| connects (the application's own included). The retention job deletes only what the
| trigger lets go; a chain keeping rows longer raises AUDIT_RETENTION_DAYS, never lowers
| the floor here.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_log', (table) => {
      table.bigIncrements('id')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      /* Who, as they were at the time: the e-mail survives a later rename or deletion. */
      table.string('actor_kind', 10).notNullable()
      table.integer('actor_id').nullable()
      table.string('actor_email', 254).nullable()
      table.string('ip', 64).nullable()
      table.string('request_id', 128).nullable()
      table.string('action', 60).notNullable()
      table.string('entity', 40).nullable()
      table.string('entity_id', 200).nullable()
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      table.jsonb('before').nullable()
      table.jsonb('after').nullable()
    })
    this.schema.raw(
      `ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_kind_check
         CHECK (actor_kind IN ('user', 'anonymous', 'cli', 'system'))`
    )
    /* The screen pages newest first and filters by each of these (with a time range). */
    this.schema.raw('CREATE INDEX audit_log_created_index ON audit_log (created_at DESC, id DESC)')
    this.schema.raw('CREATE INDEX audit_log_actor_index ON audit_log (actor_id, created_at DESC)')
    this.schema.raw('CREATE INDEX audit_log_action_index ON audit_log (action, created_at DESC)')
    this.schema.raw(
      'CREATE INDEX audit_log_entity_index ON audit_log (entity, entity_id, created_at DESC)'
    )
    this.schema.raw(
      'CREATE INDEX audit_log_branch_index ON audit_log (firma, pharmacy_code, created_at DESC)'
    )

    this.schema.raw(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '2 years' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`)
    this.schema.raw(`
      CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`)
    this.schema.raw(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`)
  }

  async down() {
    this.schema.dropTable('audit_log')
    this.schema.raw('DROP FUNCTION IF EXISTS audit_log_append_only()')
  }
}
