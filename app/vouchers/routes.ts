/* This domain's endpoints, declared through #core/route_access. */
export {}
