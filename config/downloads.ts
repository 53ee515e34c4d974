/*
| Downloads of workbooks (issue #27): a client that opens many, or stops reading one, must
| not take the database connections or the memory other users need.
*/
export default {
  /* Downloads one user may have running at once, counted in Redis across web processes. */
  perUser: 3,
  /* A slot lapses this long after its last renewal, so a process that died frees its slots. */
  slotMs: 120_000,
  /* A client that takes no bytes for this long is disconnected and its slot freed. */
  stallMs: 60_000,
  /* Workbooks one web process writes from the database at once (each holds a connection). */
  spoolsPerProcess: 2,
}
