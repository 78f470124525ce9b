// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { representativeAprProblem } from './apr-evidence.ts';
export { ledgerAdminRoutes } from './ledger-admin.routes.ts';
export {
  appendCredit,
  creditsTotalPence,
  findSale,
  leadReferenceFor,
  lockLenderMonth,
  monthOf,
  recordLedgerSale,
  revenueLessCredits,
  salesInMonth,
} from './ledger.ts';
export { poundsOf, renderStatementPdf } from './statement-pdf.ts';
export { monthParam, statementSchema } from './statement-schema.ts';
export { type Statement, statementOf } from './statement.ts';
