import type { HttpContext, Route } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { middleware } from '#start/kernel'
import type { Role } from '#core/middleware/access_middleware'
import type { UploadFilesOptions } from '#core/middleware/upload_files_middleware'

type Entry = { route: Route; roles: Role[]; branch: boolean }

const registry: Entry[] = []

/* A public route has no access to check: its handler is the whole request, which a database
   failover may cut and run again (#core/middleware/retry_cut_requests_middleware). */
const nothingToCheck = (ctx: HttpContext, next: NextFn) => {
  ctx.accessGranted = true
  return next()
}

function register(route: Route, roles: Role[], branch: boolean, account = false) {
  route.use(roles.length > 0 ? middleware.access({ roles, branch, account }) : nothingToCheck)
  registry.push({ route, roles, branch })
  return route
}

/**
 * Every API route is declared through one of these, so the role it enforces and the
 * permission matrix shown on /admin/permissions come from the same table.
 */
export const access = {
  public: (route: Route) => register(route, [], false),
  signedIn: (route: Route) => register(route, ['user', 'admin'], false),
  /**
   * Signed in, and open also while the account must first change its password or enrol
   * in two-factor sign-in: who am I, log-out, the password change and the enrolment.
   */
  account: (route: Route) => register(route, ['user', 'admin'], false, true),
  admin: (route: Route) => register(route, ['admin'], false),
  /** A branch's user or an admin; the branch is checked against the caller. */
  branch: (route: Route) => register(route, ['user', 'admin'], true),
}

/**
 * A route that takes files: its multipart body is read after the access check, at most
 * `maxMb` in all, and its temporary files removed when the request ends (issue #35).
 */
export function takesFiles(route: Route, options: UploadFilesOptions) {
  return route.use(middleware.uploadFiles(options))
}

export function accessTable() {
  return registry
    .map(({ route, roles, branch }) => {
      const { pattern, methods } = route.toJSON()
      return { method: methods.filter((m) => m !== 'HEAD').join(','), path: pattern, roles, branch }
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
}
