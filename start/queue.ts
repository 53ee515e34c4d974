import app from '@adonisjs/core/services/app'
import { closeQueues } from '#core/queue'

/* Producer connections are opened lazily and closed with the app. */
app.terminating(async () => {
  await closeQueues()
})
