// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { remarketingPlugin } from './remarketing.plugin.ts';
export { remarketingServices, type RemarketingServices } from './remarketing.services.ts';
