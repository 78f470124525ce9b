// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { capDayOf, releaseDailyCap, reserveDailyCap, reservedOn } from './daily-caps.repository.ts';
export { type EndpointPolicy, guardedLookup, literalAddressProblem } from './endpoint-policy.ts';
export { knownLender } from './known-lenders.ts';
export { idempotencyKeyFor, referenceFor } from './lead-reference.ts';
export { lenderAdminRoutes } from './lender-admin.routes.ts';
export { provisionLenders } from './lender-provision.ts';
export { lenderSecretAdminRoutes } from './lender-secret.routes.ts';
export {
  acceptedSecrets,
  lastRotation,
  outboundSecretsFor,
  rotateSecret,
  secretsOf,
  withSecretLock,
} from './lender-secrets.ts';
export { LENDER_PAUSED, livePanelOf, type LivePanelSource, NO_SECRET, PAUSED } from './live-panel.ts';
export { outboundLenderFor, type OutboundLenderOf } from './outbound-lender.ts';
export {
  allowedHostsOf,
  type LenderConfig,
  type LenderRules,
  loadPanelConfig,
  type PanelConfig,
  type PanelName,
  parsePanelConfig,
  tiersOf,
} from './panel-config.ts';
export { fcaRegisterPlugin } from './register/fca-register.plugin.ts';
export { withRegisterGate } from './register/register-gate.ts';
export { registerAdminRoutes } from './register/register.routes.ts';
export { withStoredReturnTerms } from './return-terms.ts';
export { recordSecretAudit, SECRET_ROTATE } from './secret-audit.ts';
export { deliveryOf, setDeliveryLimits, setDeliveryPaused } from './lender-delivery.ts';
export { PORTAL_USER_ACTIONS, type PortalUserChange, recordPortalUserAudit } from './portal-user-audit.ts';
