/** `{firma}-{fromCode}-{toCode}-{YYYYMMDD}-{n}`, n counting the day's převodky of that pair from 1. */
export function prevodkaId(firma: string, from: string, to: string, day: string, n: number) {
  return `${firma}-${from}-${to}-${day.replaceAll('-', '')}-${n}`
}
