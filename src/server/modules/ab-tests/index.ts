// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { slotResolver, type SlotResolver } from './ab-slots.service.ts';
export { abTestRoutes } from './ab-tests.routes.ts';
export { convertSlotAssignments, findActiveSlotTest } from './ab-visitors.repository.ts';
export { activeSlotCache } from './active-slot-cache.ts';
export { withSlotContent } from './slot-html.ts';
