/*
| Quantities of a pool item have at most 3 decimals (the database keeps decimal(14,3)); more
| are refused rather than rounded, so 0,9999 never silently becomes 1.
*/

/** A quantity in thousandths: quantities keep 3 decimals (numeric(12,3)). */
export const milli = (value: number) => Math.round(value * 1000)

/* Float noise (0,1 + 0,2) is no fourth decimal; 1,2345 is. */
export const hasAtMost3Decimals = (value: number) =>
  Math.abs(value - milli(value) / 1000) <= 1e-9 * Math.max(1, Math.abs(value))
