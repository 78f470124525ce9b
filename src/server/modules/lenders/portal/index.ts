// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { lenderPortalRoutes } from './lender-portal.plugin.ts';
export { lenderSessionPlugin } from './lender-session.plugin.ts';
export { lenderUsersAdminRoutes } from './lender-users-admin.routes.ts';
export { lenderUsersManageRoutes } from './lender-users-manage.routes.ts';
export { portalServices, type PortalServices } from './portal.services.ts';
export { provisionLenderUser } from './provision.ts';
