// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { lenderInboundRoutes } from './lender-inbound.routes.ts';
export { idempotent, returnLead } from './lender-inbound.service.ts';
export { claimSignature } from './signature-replay.ts';
export { signatureV2Of } from './signature-versions.ts';
export { authenticateLender } from './signature.ts';
export { statementCsv } from './statement-csv.ts';
