/*
| The three middleware stacks: server (every request, even without a route), router
| (every matched route) and named (chosen per route through #core/route_access).
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/exceptions/handler'))

server.use([
  () => import('#core/middleware/request_log_middleware'),
  () => import('#core/middleware/container_bindings_middleware'),
  () => import('#core/middleware/security_headers_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#core/middleware/static_files_middleware'),
  () => import('#core/middleware/compress_json_middleware'),
])

router.use([
  /* A request cut by a database failover before it committed anything is run again, once
     the new primary answers (#34). */
  () => import('#core/middleware/retry_cut_requests_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#core/middleware/reject_nul_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  access: () => import('#core/middleware/access_middleware'),
  /* The routes that take files read them here, after the access check (issue #35). */
  uploadFiles: () => import('#core/middleware/upload_files_middleware'),
})
