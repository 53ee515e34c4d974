import cliProgress from 'cli-progress'

/**
 * A progress bar on a terminal; elsewhere (pipes, CI logs, tests) nothing is drawn and
 * only the summary lines are printed.
 */
export function progressBar(unit: string) {
  if (!process.stdout.isTTY) {
    return { update: (_value: number, _total: number) => {}, stop: () => {} }
  }
  const bar = new cliProgress.SingleBar(
    { format: `{bar} {percentage} % | {value}/{total} ${unit}`, hideCursor: true },
    cliProgress.Presets.shades_classic
  )
  let started = false
  return {
    update(value: number, total: number) {
      if (!started) {
        bar.start(Math.max(total, 1), 0)
        started = true
      }
      bar.setTotal(Math.max(total, 1))
      bar.update(value)
    },
    stop: () => bar.stop(),
  }
}
