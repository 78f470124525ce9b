// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { dataRequestsAdminRoutes } from './data-requests-admin.routes.ts';
export { dataRightsPlugin } from './data-rights.plugin.ts';
export { dataRightsServices, type DataRightsServices } from './data-rights.services.ts';
