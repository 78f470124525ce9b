import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepSchemas } from '#shared/application/steps.ts';
import { storedZeroConfirmations } from '#shared/application/zero-expenses.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { stepColumnKeys, stepFieldKeys } from './step-fields.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';

const { app, db } = await createTestApp({ siteRoot: null });

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'status',
  'price',
  'id',
  'sessionId',
  'ownerSessionId',
  'apiStatus',
  'currentStep',
  'toString',
  'hasOwnProperty',
];
const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    'a\udfffb',
    '\u202e07911123456',
    '07911 123456\u0000',
    '<script>alert(1)</script>',
    "'; drop table loan_applications; --",
    '1e309',
    'NaN',
  ),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), fc.anything(), { maxKeys: 3 }),
  fc.anything(),
);

/** A valid body with some fields replaced, some removed and hostile keys added. */
function mutatedBody(step: 1 | 2 | 3 | 4 | 5 | 6) {
  const keys = stepFieldKeys(step);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: 4 }),
      remove: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), hostileValue, { maxKeys: 3 }),
    })
    .map(({ replace, remove, extra }) => {
      const body: Record<string, unknown> = { ...validSteps()[step], ...replace };
      for (const key of remove) delete body[key];
      for (const [key, value] of Object.entries(extra))
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

const rawBody = fc.oneof(fc.anything(), fc.json(), fc.string({ maxLength: 50 }));

describe('step endpoints under random and hostile input', () => {
  for (const step of [1, 2, 3, 4, 5, 6] as const) {
    it(`step ${step}: never a 5xx, never an invalid row`, async () => {
      const v = visitor(app);
      await v.call('POST', '/api/application/step1', validSteps()[1]);
      const { sessionId } = (await v.call('GET', '/api/application')).json() as { sessionId: string };

      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: mutatedBody(step) }, { weight: 1, arbitrary: rawBody }),
          async (body) => {
            const payload = typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null');
            const response = await app.inject({
              method: 'POST',
              url: `/api/application/step${step}`,
              headers: { cookie: v.cookie(), 'content-type': 'application/json' },
              payload,
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, sessionId));
            expect(row?.status).toBe('draft');
            expect(row?.price).toBeNull();
            // Whatever is stored for this step is valid against its schema (bank details are ciphertext).
            if (response.statusCode === 200 && step !== 5) {
              const stored = Object.fromEntries(
                stepColumnKeys(step).flatMap((k) => {
                  const value = (row as Record<string, unknown>)[k];
                  return value === null ? [] : [[k, value]];
                }),
              );
              // A stored £0 of rent or food was confirmed to be saved (decision 093).
              const confirmed = { ...stored, ...storedZeroConfirmations(stored) };
              expect(stepSchemas[step].safeParse(confirmed).success).toBe(true);
            }
          },
        ),
        { numRuns: 40 },
      );
    }, 90_000);
  }
});

describe('consent submit under random and hostile input', () => {
  it('never a 5xx; the application leaves draft only with credit-check consent', async () => {
    const consentKeys = [
      'consentCreditCheck',
      'consentFirstParty',
      'consentRemarketingEmail',
      'consentRemarketingPhone',
      'consentRemarketingSms',
      'recentLoansCount',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...consentKeys, ...HOSTILE_KEYS), hostileValue, { minKeys: 1, maxKeys: 5 }),
        async (body) => {
          const v = visitor(app);
          await v.call('POST', '/api/application/step1', validSteps()[1]);
          const response = await app.inject({
            method: 'POST',
            url: '/api/application/submit',
            headers: { cookie: v.cookie(), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const { status } = (await v.call('GET', '/api/application')).json() as { status: string };
          // Steps 2-6 are missing, so nothing may move this draft on.
          expect(status).toBe('draft');
        },
      ),
      { numRuns: 20 },
    );
  }, 90_000);
});
