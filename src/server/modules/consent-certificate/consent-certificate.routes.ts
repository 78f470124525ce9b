import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import { authenticateLender } from '#server/modules/lenders/inbound/index.ts';
import { claimSignature } from '#server/modules/lenders/inbound/index.ts';
import { acceptedSecrets } from '#server/modules/lenders/directory/index.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { issuedCertificate } from './certificate.ts';

const certifiedText = z.object({
  version: z.string(),
  text: z.string(),
  shownAt: z.string().nullable(),
  tickedAt: z.string().nullable(),
});

/** The answer's shape (contract: "What each lead carries for the lender"; docs/lender-protocol.md). */
export const signedCertificateSchema = z.object({
  certificate: z.object({
    format: z.literal('consent-certificate/1'),
    reference: z.string(),
    kid: z.string(),
    issuedAt: z.string(),
    screen: z.string(),
    build: z.string(),
    creditSearchConsent: certifiedText,
    commissionNotice: certifiedText,
    privacyNotice: certifiedText,
    secci: z.object({ sha256: z.string(), shownAt: z.string().nullable() }),
    ipAddressHash: z.string().nullable(),
    userAgentHash: z.string().nullable(),
  }),
  signature: z.string().describe('base64 Ed25519 over the UTF-8 bytes of JSON.stringify(certificate)'),
});

/** One answer for every caller but the lender the lead was posted to: nothing tells them apart. */
const notFound = () => new AppError('NOT_FOUND', 'No consent certificate with this reference was issued to you');

/**
 * GET /api/lenders/v1/consent-certificates/:reference (decision 138): the certificate of a lead, for
 * the lender it was posted to, signed as every lender call is (version 2, single use: the inbound
 * module's own check). Unsigned, wrongly signed, replayed, another lender's, unknown or erased: 404.
 */
export const consentCertificateRoutes: FastifyPluginAsyncZod<{ clock: Clock; dataKey: string }> = async (
  app,
  { clock, dataKey },
) => {
  const cipher = createFieldCipher(dataKey);
  app.get(
    '/consent-certificates/:reference',
    {
      schema: {
        params: z.object({ reference: z.string().max(64) }),
        response: { 200: signedCertificateSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      reply.header('cache-control', 'no-store, private').header('vary', 'X-Lender-Id');
      const lender = await authenticateLender(request, Buffer.alloc(0), {
        lenderOf: (lenderId) => knownLender(app.db, app.lenderPanelConfig, lenderId),
        now,
        secretsOf: (l) => acceptedSecrets(app.db, cipher, l, now),
        claim: (pair) => claimSignature(app.db, { ...pair, now }),
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') throw notFound();
        throw error;
      });
      const signed = await issuedCertificate(app.db, lender.id, request.params.reference);
      if (!signed) throw notFound();
      return reply.status(200).send(signed);
    },
  );
};
