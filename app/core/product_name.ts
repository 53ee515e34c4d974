/*
| A product's name as "what may be cut" and its pack at the end ("TBL FLM 30", "500MG TBL NOB
| 24"), which tells two products apart (issue #36): the lists cut the start, never the pack.
| Pure, so the SPA (web/src/components/product-name.tsx) and the tests share it.
*/

/* A token of the pack: a number with or without a unit (500MG, 30X1, 1,5G, 5%, 80MG/12,5MG,
   100MG/ML) or a short abbreviation in capitals (TBL, FLM, CPS, NOB, POR, SOL). */
const PACK_TOKEN = /^(\d[\d.,xX×%]*[A-Za-zµ%]{0,3}(\/[\d.,]*[A-Za-zµ%]{0,3})*|\p{Lu}{2,4}\.?)$/u
/* At most this much of the end is kept whole: a name is never all "pack". */
const PACK_MAX_TOKENS = 4
const PACK_MAX_CHARS = 22

/** The name split into the part that may be cut and the pack at its end. */
export function splitProductName(name: string): { head: string; pack: string } {
  const tokens = name.trim().split(/\s+/)
  let start = tokens.length
  while (
    start > 1 &&
    tokens.length - start < PACK_MAX_TOKENS &&
    PACK_TOKEN.test(tokens[start - 1]) &&
    tokens.slice(start - 1).join(' ').length <= PACK_MAX_CHARS
  )
    start -= 1
  return { head: tokens.slice(0, start).join(' '), pack: tokens.slice(start).join(' ') }
}
