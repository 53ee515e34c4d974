/*
| A sign-in's browser and system in a few words for the profile's list ("Chrome 131,
| Windows"). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
*/

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** `Chrome 131, Windows`; an unknown agent (a script, the CLI) is `Neznámý prohlížeč`. */
export function describeUserAgent(agent: string | null | undefined): string {
  if (!agent) return 'Neznámý prohlížeč'
  const browser = BROWSERS.map(([re, name]) => [re.exec(agent), name] as const).find(
    ([match]) => match
  )
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1]
  const name = browser ? `${browser[1]} ${browser[0]![1]}` : 'Neznámý prohlížeč'
  return system ? `${name}, ${system}` : name
}
