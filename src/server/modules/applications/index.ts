// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { applicantServices, type ApplicantServices } from './applicant.services.ts';
export { findByPublicId } from './applications.repository.ts';
export { applicationRoutes } from './applications.routes.ts';
export { secciRoutes } from './secci.routes.ts';
export { ENCRYPTED_FIELDS, stepFieldKeys } from './step-fields.ts';
