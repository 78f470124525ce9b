// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { retentionPlugin } from './retention.plugin.ts';
export { eraseApplication } from './retention.service.ts';
