// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { duplicateRefusals, total } from './duplicate-refusals.repository.ts';
export { funnelRoutes } from './funnel.routes.ts';
