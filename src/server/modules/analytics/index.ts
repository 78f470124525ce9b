// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { insertEvent } from './analytics.repository.ts';
export { analyticsRoutes } from './analytics.routes.ts';
