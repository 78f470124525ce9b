// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { recordAudit, setAuditRowCount } from './audit.repository.ts';
