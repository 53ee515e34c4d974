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
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    /* Four exports of up to 50 MB each (UPLOAD_MAX_FILE_MB); one file is checked on its own. */
    limit: `${env.get('UPLOAD_MAX_FILE_MB', 50) * 4 + 10}mb`,
    types: ['multipart/form-data'],
  },
})
