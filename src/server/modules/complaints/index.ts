// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { complaintsPlugin } from './complaints.plugin.ts';
export { complaintsServices } from './complaints.services.ts';
