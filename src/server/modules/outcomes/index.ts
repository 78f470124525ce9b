// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { outcomesRoutes } from './outcomes.routes.ts';
export { dutyFactsPlugin } from './duty-facts.plugin.ts';
export { dutyPackPlugin } from './pack.plugin.ts';
export { packRoutes } from './pack.routes.ts';
export { dutyForLenders, type DutyForLenders } from './pack.service.ts';
