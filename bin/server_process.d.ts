import type { ChildProcess, StdioOptions } from 'node:child_process'

export type MtimeOptions = {
  /** Which files under a directory count; every one by default. */
  files?: (path: string) => boolean
  /** Whether a directory's own time counts (a deleted file changes it); true by default. */
  dirs?: boolean
}

export function newestMtime(path: string, options?: MtimeOptions): number
export function builtAfter(
  marker: string,
  root: string,
  sources: string[],
  options?: MtimeOptions
): boolean
export function serverBuildIsFresh(root: string, marker: string): boolean
export function buildServer(
  root: string,
  options?: { stdio?: StdioOptions; ignoreTsErrors?: boolean }
): string[]
export function buildWeb(root: string, options?: { stdio?: StdioOptions }): void
export function spawnNode(
  args: string[],
  options?: {
    cwd?: string
    env?: NodeJS.ProcessEnv
    log?: string
    append?: boolean
    onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void
  }
): ChildProcess
export function waitForPing(
  base: string,
  options?: { timeoutMs?: number; intervalMs?: number; child?: ChildProcess }
): Promise<boolean>
export function pingAnswers(base: string): Promise<boolean>
export function stopProcess(
  child: ChildProcess | null | undefined,
  options?: { signal?: NodeJS.Signals; killAfterMs?: number }
): Promise<void>
