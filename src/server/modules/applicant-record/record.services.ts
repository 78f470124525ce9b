import type { Database } from '#server/db/client.ts';
import { QUALITY_HOLD } from '#shared/application/gate.ts';
import { isQualityDeclined } from '#shared/admin/quality-schemas.ts';
import { recordPath, verifyRecordSignature } from '#server/lib/record-link.ts';
import { isDuplicate } from '#server/modules/lenders/panel/index.ts';
import { reviewStateForRecord } from '#server/modules/review-requests/index.ts';
import { findAttempts, findRecord, type AttemptRow, type RecordRow } from './applicant-record.repository.ts';

/** The addresses of one record's pages and forms, each carrying the record link's signature. */
export type RecordLinks = {
  record: string;
  copy: string;
  verify: string;
  erase: string;
  review: string;
  download: (token: string, ext: 'json' | 'pdf') => string;
};

export const recordLinks = (sessionSecret: string, publicId: string, sig: string): RecordLinks => {
  const base = `/record/${encodeURIComponent(publicId)}`;
  return {
    record: recordPath(sessionSecret, publicId),
    copy: `${base}/data-request?sig=${sig}`,
    verify: `${base}/data-request/verify?sig=${sig}`,
    erase: `${base}/erasure?sig=${sig}`,
    review: `/api${base}/review-request?sig=${sig}`,
    download: (token, ext) => `${base}/data.${ext}?sig=${sig}&token=${token}`,
  };
};

/** What the record page shows: no contact or bank details, only whether an email is held. */
export type RecordView = {
  firstName: string | null;
  loanAmount: number | null;
  loanTerm: number | null;
  consentedAt: Date | null;
  status: RecordRow['status'];
  /** Refused by the duplicate rule (decision 121): sent to no lender. */
  duplicate: boolean;
  /** Held by the quality check for a person, or declined by one (decision 140): sent to no lender. */
  qualityCheck: 'held' | 'declined' | null;
  erasedAt: Date | null;
  hasEmail: boolean;
  attempts: AttemptRow[];
  review: { eligible: boolean; reference: string | null; decided: boolean };
  links: Omit<RecordLinks, 'download'>;
};

/**
 * The applicant's record behind its signed link (no cookie): the record the link names, or null
 * when the signature is wrong or the application is still a draft.
 */
export async function openRecord(db: Database, sessionSecret: string, publicId: string, sig: string) {
  if (!verifyRecordSignature(sessionSecret, publicId, sig)) return null;
  const row = await findRecord(db, publicId);
  return row && row.status !== 'draft' ? row : null;
}

export type RecordServices = {
  /** The record page's facts, or null for a link that is not valid. */
  view(publicId: string, sig: string): Promise<RecordView | null>;
};

export const recordServices =
  ({ db, sessionSecret }: { db: Database; sessionSecret: string }) =>
  (): RecordServices => ({
    async view(publicId, sig) {
      const row = await openRecord(db, sessionSecret, publicId, sig);
      if (!row) return null;
      const { download: _download, ...links } = recordLinks(sessionSecret, publicId, sig);
      const review = await reviewStateForRecord(db, row.sessionId);
      return {
        firstName: row.firstName,
        loanAmount: row.loanAmount,
        loanTerm: row.loanTerm,
        consentedAt: row.consentedAt,
        status: row.status,
        duplicate: row.status === 'rejected' && isDuplicate(row.apiErrors),
        qualityCheck:
          row.status === 'referred' && row.gateReason === QUALITY_HOLD
            ? isQualityDeclined(row.apiErrors)
              ? 'declined'
              : 'held'
            : null,
        erasedAt: row.erasedAt,
        hasEmail: Boolean(row.email),
        attempts: await findAttempts(db, row.id),
        review: { eligible: review.eligible, reference: review.reference, decided: review.decided },
        links,
      };
    },
  });
