// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { adminRoutes } from './admin.routes.ts';
export { bootstrapAdmin } from './auth/admin-bootstrap.ts';
export { findAdminByEmail, upsertAdminPassword } from './auth/admin-users.repository.ts';
