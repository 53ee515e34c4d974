import env from '#start/env'
import { defineConfig } from '@adonisjs/core/bodyparser'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: false,
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    /* Issue #35: no multipart body is read here, for any route: the few that take files read
       them after their access check, with a limit of their own (#core/route_access `files`). */
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: `${env.get('UPLOAD_MAX_FILE_MB', 50) * 4 + 10}mb`,
    types: ['multipart/form-data'],
  },
})
