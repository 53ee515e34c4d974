import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs `npm run cli -- …` the way an administrator does, against the test database. */
export function cli(...args: string[]) {
  return cliWithEnv({}, ...args)
}

/** `npm run cli -- …` with some of the environment replaced (another database, say). */
export async function cliWithEnv(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import=ts-node-maintained/register/esm', '--no-warnings', 'cli/index.ts', ...args],
      { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 }
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}
