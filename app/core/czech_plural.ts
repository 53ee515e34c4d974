/*
| Czech plural forms, in one place for the server's messages and the SPA: after 1 the
| first form (`1 znak`), after 2–4 the second (`3 znaky`), after 0, 5 and more the third
| (`5 znaků`, `22 znaků`). Intl's Czech rules decide; a fraction (`1,5`) takes the third
| form here, which reads acceptably in every message we write.
*/

/** The forms for 1, for 2–4 and for the rest: `['znak', 'znaky', 'znaků']`. */
export type CzechForms = readonly [one: string, few: string, other: string]

const rules = new Intl.PluralRules('cs')

export function czPlural(count: number, [one, few, other]: CzechForms): string {
  const category = rules.select(count)
  if (category === 'one') return one
  if (category === 'few') return few
  return other
}

/** `3 znaky`. */
export function czCount(count: number, forms: CzechForms): string {
  return `${count} ${czPlural(count, forms)}`
}

/**
 * Picks the form in a message whose number is already filled in: `alespoň 3 {znak|znaky|znaků}`
 * becomes `alespoň 3 znaky` (the validators' message templates use this).
 */
export function withCzechPlurals(text: string): string {
  return text.replace(
    /(-?\d+) \{([^|{}]+)\|([^|{}]+)\|([^|{}]+)\}/g,
    (_match, count: string, one: string, few: string, other: string) =>
      `${count} ${czPlural(Number(count), [one, few, other])}`
  )
}

export const CHARACTERS: CzechForms = ['znak', 'znaky', 'znaků']
export const DAYS: CzechForms = ['den', 'dny', 'dní']
export const MONTHS: CzechForms = ['měsíc', 'měsíce', 'měsíců']
