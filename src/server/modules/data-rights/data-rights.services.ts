import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { markErasureRequested } from '#server/modules/applicant-record/index.ts';
import { openRecord, recordLinks, type RecordLinks } from '#server/modules/applicant-record/index.ts';
import { checkAccessCode, sendAccessCode, type CodeChecked, type CodeSent } from './access.service.ts';
import { eraseOnRequest, type ErasureDeps } from './erasure.service.ts';
import { fullLeadLenders } from './erasure.repository.ts';

type Links = Omit<RecordLinks, 'download'>;
/** The record link is not valid (wrong signature, unknown or draft application). */
type Refused = { kind: 'refused' };

export type DataRightsServices = {
  /** Emails a one-time code for a copy of the data (UK GDPR Article 15). */
  sendCode(publicId: string, sig: string): Promise<Refused | { kind: 'sent'; sent: CodeSent; links: Links }>;
  /** Checks the code; when right, the two download links (an hour). */
  checkCode(
    publicId: string,
    sig: string,
    code: string,
  ): Promise<Refused | { kind: 'checked'; checked: CodeChecked; links: Links; json?: string; pdf?: string }>;
  /** What erasure would do: the lenders that received the full application (or that it is done). */
  erasure(
    publicId: string,
    sig: string,
  ): Promise<Refused | { kind: 'erased' | 'confirm'; lenders: string[]; links: Links }>;
  /** Erases the personal details and tells every lender that received them (Articles 17 and 19). */
  erase(publicId: string, sig: string): Promise<Refused | { kind: 'erased'; links: Links }>;
};

export type DataRightsServicesDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessionSecret: string;
  /** Read at call time: the erasure queue is the data-rights plugin's. */
  erasure: () => ErasureDeps;
};

/** The data-rights pages' calls, bound to one request (its log). */
export const dataRightsServices =
  (deps: DataRightsServicesDeps) =>
  (request: FastifyRequest): DataRightsServices => {
    const { db, clock, sessionSecret } = deps;
    const log: FastifyBaseLogger = request.log;
    const open = async (publicId: string, sig: string) => {
      const row = await openRecord(db, sessionSecret, publicId, sig);
      if (!row) return null;
      const { download, ...links } = recordLinks(sessionSecret, publicId, sig);
      return { row, links, download };
    };
    const access = { db, mailer: deps.mailer, sessionSecret, log };
    return {
      async sendCode(publicId, sig) {
        const opened = await open(publicId, sig);
        if (!opened) return { kind: 'refused' };
        return { kind: 'sent', sent: await sendAccessCode(access, opened.row, clock.now()), links: opened.links };
      },
      async checkCode(publicId, sig, code) {
        const opened = await open(publicId, sig);
        if (!opened) return { kind: 'refused' };
        const checked = await checkAccessCode(access, opened.row, code, clock.now());
        if (!checked.ok) return { kind: 'checked', checked, links: opened.links };
        const [json, pdf] = [opened.download(checked.token, 'json'), opened.download(checked.token, 'pdf')];
        return { kind: 'checked', checked, links: opened.links, json, pdf };
      },
      async erasure(publicId, sig) {
        const opened = await open(publicId, sig);
        if (!opened) return { kind: 'refused' };
        if (opened.row.erasedAt) return { kind: 'erased', lenders: [], links: opened.links };
        const lenders = (await fullLeadLenders(db, opened.row.id)).map((l) => l.lenderName);
        return { kind: 'confirm', lenders, links: opened.links };
      },
      async erase(publicId, sig) {
        const opened = await open(publicId, sig);
        if (!opened) return { kind: 'refused' };
        const now = clock.now();
        // The applicant's own request, as the back office's application screen shows it.
        await markErasureRequested(db, opened.row.id, now);
        const done = await eraseOnRequest(deps.erasure(), opened.row, now);
        log.info({ dataRequest: done.reference, lendersTold: done.lendersTold }, 'applicant erasure done');
        return { kind: 'erased', links: opened.links };
      },
    };
  };
