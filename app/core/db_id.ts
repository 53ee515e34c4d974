/* Ids of `increments` columns are PostgreSQL integers: a longer number cannot name a row. */
export const MAX_DB_ID = 2_147_483_647

/** True for the decimal text of a possible row id (1 … 2 147 483 647). */
export function isDbId(value: unknown): boolean {
  const text = String(value ?? '')
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DB_ID
}
