import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { enforceLimit } from '#server/lib/request-limits.ts';
import { monthOf } from '#server/modules/lenders/ledger/index.ts';
import { idempotent, returnLead } from '#server/modules/lenders/inbound/index.ts';
import type { LenderConfig, OutboundLenderOf, PanelConfig } from '#server/modules/lenders/directory/index.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import type {
  PortalExchange,
  PortalExchangeFilter,
  PortalLeadFilter,
  portalReturnAnswer,
  portalReturnBody,
} from '#shared/lender-portal/portal-schemas.ts';
import { dashboardOf } from './dashboard.ts';
import { exchangesCsv } from './exchange-csv.ts';
import { exchangesOf } from './exchange-log.ts';
import { leadListCsv } from './lead-csv.ts';
import { leadList } from './lead-log.ts';
import { leadPage } from './lead-page.ts';
import { leadsOf } from './portal-data.ts';
import { sendTestLead, TEST_LEADS_PER_LENDER } from './test-lead.ts';

/**
 * The lender's day (issue 43.1): its leads (a month's, one lead's, as filtered and as CSV), the
 * dashboard, the exchange log, returns and test leads. The lender is always the session's
 * (`lenderId` throws without a full session); inputs are already checked with the shared schemas.
 */
export function leadServices(
  deps: {
    db: Database;
    clock: Clock;
    cipher: FieldCipher;
    panelConfig: () => PanelConfig | null;
    outboundLender: () => OutboundLenderOf;
  },
  lenderId: () => Promise<string>,
  lenderConfigOf: (id: string) => Promise<LenderConfig>,
) {
  const { db, clock, cipher } = deps;
  return {
    /** The lender's leads of a month (this month by default). */
    async leads(month?: string) {
      return leadsOf(db, await lenderId(), month ?? monthOf(clock.now()));
    },

    /**
     * One lead the lender was sent in full (sold, pending, declined after the post): what it was sent,
     * each call, the outcome and the return; any other reference is the 404 of one that does not exist.
     */
    async lead(reference: string) {
      return leadPage({ db, cipher }, await lenderId(), reference);
    },

    /** The lender's leads as filtered (dates, status, live or test, reference), a page at a time. */
    async leadList(filter: PortalLeadFilter) {
      return leadList(db, await lenderId(), filter, clock.now());
    },

    /** Every lead the filter finds, as CSV. */
    async leadListCsv(filter: PortalLeadFilter) {
      return leadListCsv(db, await lenderId(), filter, clock.now());
    },

    /** This London month at a glance. */
    async dashboard() {
      return dashboardOf(db, await lenderId(), clock.now());
    },

    /** The lender's calls as filtered (dates, call, answer, live or test, reference), a page at a time. */
    async exchanges(filter: PortalExchangeFilter = {}) {
      return exchangesOf({ db, cipher }, await lenderId(), filter, clock.now());
    },

    /** Every call the filter finds, as CSV. */
    async exchangesCsv(filter: PortalExchangeFilter) {
      return exchangesCsv({ db, cipher }, await lenderId(), filter, clock.now());
    },

    /** A fresh key for a return form: the same form posted twice files one return. */
    returnKey(): string {
      return randomUUID();
    },

    /** A return filed through the same service and rules as POST /api/lenders/v1/returns. */
    async fileReturn(input: z.infer<typeof portalReturnBody>): Promise<z.infer<typeof portalReturnAnswer>> {
      const lender = await lenderConfigOf(await lenderId());
      const { idempotencyKey, ...body } = input;
      const now = clock.now();
      const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const claim = { lenderId: lender.id, key: `portal-${idempotencyKey}`, requestHash: `portal ${hash}`, now };
      const answer = await idempotent(db, claim, (tx) => returnLead(tx, lender, body, now));
      return answer.body as z.infer<typeof portalReturnAnswer>;
    },

    /** A test lead to the lender's endpoint (decision 082): logged, never billed. */
    async sendTestLead(): Promise<{ reference: string; exchanges: PortalExchange[] }> {
      const { id } = await lenderConfigOf(await lenderId());
      const config = deps.panelConfig();
      if (!config) throw new AppError('UNAVAILABLE', 'The lender panel is not configured');
      // Where the ping tree would call it now (decision 116), not the panel file's endpoint.
      const lender = await deps.outboundLender()(id, clock.now());
      if (!lender) throw new AppError('UNAVAILABLE', 'You are not on the lender panel at the moment');
      // Per lender, whoever of its users sends them and from wherever (issue 41.5): each is two calls.
      await enforceLimit(
        { db, clock, scale: 1 },
        `lender-test-lead:${id}`,
        TEST_LEADS_PER_LENDER,
        `You can send ${TEST_LEADS_PER_LENDER.max} test leads an hour.`,
      );
      const sent = await sendTestLead({ db, cipher, config, now: () => clock.now() }, lender);
      return {
        reference: sent.reference,
        exchanges: sent.calls.map((call) => ({
          requestBody: call.bodies.request,
          answerBody: call.bodies.answer,
          at: call.sentAt.toISOString(),
          reference: call.reference,
          test: true,
          stage: call.stage,
          latencyMs: call.latencyMs ?? null,
          httpStatus: call.httpStatus ?? null,
          answer: call.decision,
          price: call.price ?? null,
          reason: call.reason ?? null,
          recorded: true,
        })),
      };
    },
  };
}
