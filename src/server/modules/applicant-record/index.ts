// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { applicantRecordPlugin } from './applicant-record.plugin.ts';
export { findRecord, markErasureRequested, type RecordRow } from './applicant-record.repository.ts';
export {
  openRecord,
  recordLinks,
  type RecordLinks,
  recordServices,
  type RecordServices,
  type RecordView,
} from './record.services.ts';
