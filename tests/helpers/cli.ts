import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs `npm run cli -- …` the way an administrator does, against the test database. */
export async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import=ts-node-maintained/register/esm', '--no-warnings', 'cli/index.ts', ...args],
      { env: { ...process.env, LOG_LEVEL: 'warn' }, timeout: 120_000 }
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}
