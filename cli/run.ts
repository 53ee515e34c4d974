import { userInfo } from 'node:os'
import type { ApplicationService } from '@adonisjs/core/types'
import { bootApp } from '#core/boot_app'
import { setProcessActor } from '#core/audit/audit_actor'

export class CliError extends Error {}

/**
 * Boots the app, runs one command body and shuts down; every failure ends as one clear
 * line on stderr and exit code 1.
 */
export async function runCommand(body: (app: ApplicationService) => Promise<boolean | void>) {
  let app: ApplicationService | undefined
  try {
    app = await bootApp(new URL('../', import.meta.url))
    /* The audit trail names the operator by their account on the machine. */
    setProcessActor({ kind: 'cli', email: operatorName() })
    const ok = await body(app)
    if (ok === false) process.exitCode = 1
  } catch (error) {
    process.exitCode = 1
    console.error(`Chyba: ${describe(error)}`)
  } finally {
    await app?.terminate()
  }
}

function operatorName() {
  try {
    return userInfo().username
  } catch {
    return null
  }
}

function describe(error: unknown): string {
  const e = error as { messages?: { field: string; message: string }[]; message?: string }
  if (Array.isArray(e.messages)) return e.messages.map((m) => m.message).join(' ')
  return e.message ?? String(error)
}
