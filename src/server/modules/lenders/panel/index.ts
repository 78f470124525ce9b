// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { normalisedEmailSql, normaliseEmail } from './applicant-identity.ts';
export { commissionRangeRoutes, currentCommissionRange } from './commission-range.ts';
export { duplicateWindowOf, isDuplicate } from './duplicates.ts';
export { attemptBodies, bodiesOf, type CallBodies, openBodies, sealBodies } from './exchange-bodies.ts';
export { type ApplicationRow, pingLead, type PingLead, postLead, totalExpenses } from './lead-payload.ts';
export { pingResponseSchema, postResponseSchema } from './lender-client.ts';
export { type HttpResult, postSigned } from './lender-http.ts';
export { lenderPanelPlugin } from './lender-panel.plugin.ts';
export { applicationIdOfSession, findApplication } from './lender-panel.repository.ts';
export { lenderPanelRoutes } from './lender-panel.routes.ts';
export { WAITING_RETRY_SECONDS } from './panel-answers.ts';
export type { LenderPanel, PanelStatus, PanelWaiting } from './lender-panel.types.ts';
export { rankingRoutes } from './ranking/ranking.routes.ts';
export { SANDBOX_LENDERS } from './sandbox/sandbox-lenders.ts';
