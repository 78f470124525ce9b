import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { lenderTestCalls, TEST_CALL_BODY_CONTEXT } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import type { Limit } from '#server/lib/request-limits.ts';
import { toPence } from '#server/lib/money.ts';
import { pingResponseSchema, postResponseSchema } from '#server/modules/lenders/panel/index.ts';
import {
  bodiesOf,
  postSigned,
  sealBodies,
  type CallBodies,
  type HttpResult,
} from '#server/modules/lenders/panel/index.ts';
import type { PingLead } from '#server/modules/lenders/panel/index.ts';
import { allowedHostsOf, type LenderConfig, type PanelConfig } from '#server/modules/lenders/directory/index.ts';

/**
 * Test leads per lender (issue 41.5): enough to try a deployment a few times an hour, not a flood
 * of calls to its endpoint (each test lead is a ping and usually a post).
 */
export const TEST_LEADS_PER_LENDER: Limit = { max: 10, windowMs: 60 * 60 * 1000 };

/** The made-up lead of a test (decision 082): plausible enough to be priced, nobody's data. */
const TEST_PING: PingLead = {
  loan: { amount: 1_000, term: 12, purpose: 1 },
  applicant: {
    age: 35,
    employmentType: 1,
    monthlyIncome: 2_500,
    monthlyExpenses: 900,
    estimatedMonthlyPayment: 120,
    residentialStatus: 1,
    payFrequency: 1,
    postcodeDistrict: 'ZZ99',
    mobileCheck: 'failed',
  },
  // As the score would class it (decision 140): the made-up mobile fails the check.
  quality: { class: 'review', reasons: ['mobile-check-failed'] },
};
const TEST_POST = {
  ...TEST_PING,
  person: {
    title: 'Mx',
    firstName: 'Test',
    lastName: 'Lead',
    email: 'test-lead@example.invalid',
    mobilePhone: '07700900000',
    homePhone: null,
    dateOfBirth: '1990-01-01',
    maritalStatus: 1,
    dependents: 0,
  },
  address: {
    house: '1',
    street: 'Test Street',
    town: 'Testtown',
    county: null,
    postcode: 'ZZ99 9ZZ',
    residentialStatus: 1,
    monthsAtAddress: 60,
  },
  employment: {
    employmentType: 1,
    employerName: 'Test Employer',
    jobTitle: null,
    monthsAtEmployer: 60,
    payFrequency: 1,
    nextPayDate: null,
    followingPayDate: null,
  },
  consent: { creditCheck: true, consentedAt: null },
  // A test lead has no applicant, so no consent certificate (decision 138).
  consentCertificateUrl: null,
};

/** A test call as recorded, with its bodies as they went (sealed when stored). */
type Call = Omit<typeof lenderTestCalls.$inferInsert, 'request' | 'answer'> & { bodies: CallBodies };

function answerOf(result: HttpResult, schema: z.ZodType<{ decision: string; price?: number; reason?: string }>) {
  const base = { latencyMs: result.latencyMs, httpStatus: result.status ?? null };
  if (!result.ok)
    return { ...base, decision: result.timedOut ? 'timeout' : 'error', price: null, reason: result.reason };
  const parsed = schema.safeParse(result.json);
  if (!parsed.success) return { ...base, decision: 'error', price: null, reason: 'unexpected response' };
  const { decision, price, reason } = parsed.data;
  return { ...base, decision, price: price === undefined ? null : toPence(price), reason: reason ?? null };
}

/**
 * Sends the lender a test lead, as the ping tree would (signed, the same payload shape, marked
 * `test: true`): the ping and, when it bids, the post. Each call is recorded for the exchange log;
 * nothing is booked (no application, no ledger entry, no revenue metric), whatever it answers.
 * `lender` is as outbound calls address it now (app.outboundLender, decision 116): the endpoint the
 * back office set, and the secret the ping tree signs with.
 */
export async function sendTestLead(
  deps: { db: Database; cipher: FieldCipher; config: PanelConfig; now: () => Date },
  lender: LenderConfig,
): Promise<{ reference: string; calls: Call[] }> {
  const reference = randomBytes(20).toString('hex');
  // Never signed with an empty secret (decision 098): a lender made in the back office has none until one is issued.
  if (!lender.secret)
    throw new AppError('UNAVAILABLE', 'No shared secret has been issued to you yet: ask the broker for one');
  const common = {
    url: lender.endpoint,
    secret: lender.secret,
    timeoutMs: lender.timeoutMs ?? deps.config.defaultTimeoutMs,
    // Only this lender's own host: the call goes nowhere else.
    allowedHosts: allowedHostsOf({ ...deps.config, lenders: [lender] }),
    policy: deps.config,
  };
  const calls: Call[] = [];
  const send = async (stage: 'ping' | 'post', lead: object) => {
    const sentAt = deps.now();
    const result = await postSigned({
      ...common,
      body: { stage, reference, test: true, lead },
      idempotencyKey: `test-${stage}-${reference}`,
    });
    const call = {
      lenderId: lender.id,
      reference,
      stage,
      sentAt,
      ...answerOf(result, stage === 'ping' ? pingResponseSchema : postResponseSchema),
      bodies: bodiesOf(result),
    };
    calls.push(call);
    return call;
  };
  const ping = await send('ping', TEST_PING);
  if (ping.decision === 'accept') await send('post', TEST_POST);
  await deps.db
    .insert(lenderTestCalls)
    .values(
      calls.map(({ bodies, ...call }) => ({ ...call, ...sealBodies(deps.cipher, bodies, TEST_CALL_BODY_CONTEXT) })),
    );
  return { reference, calls };
}
