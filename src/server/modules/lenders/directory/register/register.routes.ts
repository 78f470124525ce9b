import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { LENDER_ID_PATTERN } from '#shared/admin/lender-schemas.ts';
import { registerState } from '#shared/admin/lender-register-schemas.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';

const params = z.object({ lenderId: z.string().regex(LENDER_ID_PATTERN, 'Not a lender id') });

/**
 * A lender's standing on the FCA Register in the back office (decision 142; under /api/admin: the
 * admin guard enforces the session and the same origin): the last answer, a check made now, and
 * the reinstatement of a lender the register's answer suspended (audited).
 */
export const registerAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const panelKey = () => {
    const config = app.lenderPanelConfig;
    if (!config) throw new AppError('NOT_FOUND', 'No lender panel is configured');
    return config.jobQueue;
  };
  const url = '/lenders/settings/:lenderId/register';

  app.get(url, { schema: { params, response: { 200: registerState, 400: errorBody, 404: errorBody } } }, (request) =>
    app.fcaRegister.checks.state(panelKey(), request.params.lenderId, clock.now()),
  );

  app.post(
    `${url}/check`,
    { schema: { params, response: { 200: registerState, 400: errorBody, 404: errorBody } } },
    (request) => app.fcaRegister.checks.checkNow(panelKey(), request.params.lenderId, clock.now()),
  );

  app.post(
    `${url}/reinstate`,
    { schema: { params, response: { 200: registerState, 400: errorBody, 404: errorBody, 409: errorBody } } },
    (request) =>
      app.fcaRegister.checks.reinstate(
        panelKey(),
        request.params.lenderId,
        request.admin?.adminUserId ?? null,
        clock.now(),
      ),
  );
};
