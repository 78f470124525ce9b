import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedExperiments } from './experiment-consent.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  abTestList,
  createTestBody,
  deleteTestBody,
  TEST_ID_PATTERN,
  toggleTestBody,
} from '#shared/admin/ab-schemas.ts';
import { assignVisitor, convertVisitor } from './ab-visitors.repository.ts';
import { deleteTest, findTest, findVariants, insertTest, listTests, setTestStatus } from './ab-tests.repository.ts';
import { bucketOf, pickVariant, summariseTests } from './ab-tests.service.ts';

const testParams = z.object({ testId: z.string().max(64).regex(TEST_ID_PATTERN, 'Unknown test') });
const ok = z.object({ success: z.literal(true) });
const SLOT_TAKEN = 'Another test is already running on this slot: pause it first';
const slotTaken = () => new AppError('CONFLICT', SLOT_TAKEN, { errors: [{ path: 'slot', message: SLOT_TAKEN }] });

/**
 * /api/abtest: public assignment and conversion for visitors; tests|create|toggle|delete for
 * admins (the admin-guard plugin enforces the session on those four).
 */
export const abTestRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  /** Told after every create, toggle and delete: the site's cache of active slot tests forgets them. */
  onSlotsChanged?: () => void;
}> = async (app, { clock, onSlotsChanged = () => undefined }) => {
  app.get(
    '/assign/:testId',
    { schema: { params: testParams, response: { 200: z.object({ testId: z.string(), variantId: z.string() }) } } },
    async (request, reply) => {
      const { testId } = request.params;
      const test = await findTest(app.db, testId);
      if (!test || test.status !== 'active') throw new AppError('NOT_FOUND', 'No active test with this id');
      const variants = await findVariants(app.db, testId);
      reply.header('cache-control', 'no-store');
      if (request.isBot() || !acceptedExperiments(request)) {
        // A crawler, or a visitor who has not accepted cookies (PECR regulation 6), sees the control
        // and is not counted: no session, no assignment (issues 26.2, 41.14).
        const control = variants.find((v) => v.variantId === 'control') ?? variants[0];
        if (!control) throw new AppError('NOT_FOUND', 'No active test with this id');
        return { testId, variantId: control.variantId };
      }
      const session = await request.ensureVisitorSession(reply);
      const chosen = pickVariant(variants, bucketOf(session.id, testId));
      if (!chosen) throw new AppError('NOT_FOUND', 'No active test with this id');
      const variantId = await assignVisitor(app.db, {
        testId,
        visitorId: session.id,
        variantId: chosen,
        now: clock.now(),
      });
      return { testId, variantId };
    },
  );

  app.post(
    '/convert/:testId',
    { schema: { params: testParams, response: { 200: z.object({ converted: z.boolean() }) } } },
    async (request) => {
      const session = await request.getVisitorSession();
      const outcome = session
        ? await convertVisitor(app.db, { testId: request.params.testId, visitorId: session.id, now: clock.now() })
        : 'none';
      if (outcome === 'none') throw new AppError('NOT_FOUND', 'This session has no assignment in that test');
      // A repeated call is not an error (retry-safe): it just records nothing new.
      return { converted: outcome === 'converted' };
    },
  );

  app.get('/tests', { schema: { response: { 200: abTestList } } }, async () => summariseTests(await listTests(app.db)));

  app.post('/create', { schema: { body: createTestBody, response: { 201: ok, 200: ok } } }, async (request, reply) => {
    const body = request.body;
    const inserted = await insertTest(app.db, { ...body, now: clock.now() });
    onSlotsChanged();
    if (inserted) return reply.status(201).send({ success: true as const });
    const existing = await findTest(app.db, body.testId);
    // The same create sent twice (a retry) succeeds; a different test under a taken id does not.
    if (existing && existing.name === body.name) return { success: true as const };
    if (existing)
      throw new AppError('CONFLICT', 'A test with this ID already exists', {
        errors: [{ path: 'testId', message: 'A test with this ID already exists' }],
      });
    throw slotTaken();
  });

  app.post('/toggle', { schema: { body: toggleTestBody, response: { 200: ok } } }, async (request) => {
    const outcome = await setTestStatus(app.db, request.body.testId, request.body.status, clock.now());
    onSlotsChanged();
    if (outcome === 'missing') throw new AppError('NOT_FOUND', 'Test not found');
    if (outcome === 'slot-taken') throw slotTaken();
    return { success: true as const };
  });

  app.post(
    '/delete',
    {
      schema: { body: deleteTestBody, response: { 200: z.object({ success: z.literal(true), deleted: z.boolean() }) } },
    },
    async (request) => {
      const deleted = await deleteTest(app.db, request.body.testId);
      onSlotsChanged();
      return { success: true as const, deleted };
    },
  );
};
