// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { contactRoutes } from './contact.routes.ts';
export { contactServices } from './contact.services.ts';
