import { postSigned } from '#server/modules/lenders/panel/index.ts';
import { allowedHostsOf, type LenderConfig, type PanelConfig } from '#server/modules/lenders/directory/index.ts';

/** The lead protocol's `erasure` stage (docs/lender-protocol.md#erasure): its idempotency key. */
export const erasureKeyFor = (reference: string): string => `erasure-${reference}`;

export type ErasureAnswer = { acknowledged: true } | { acknowledged: false; reason: string };

/**
 * Tells one lender that the applicant of `reference` had their data erased: a signed
 * `{stage: "erasure", reference}` POST with `Idempotency-Key: erasure-<reference>`, through the
 * lead protocol's HTTP client (same signature, hosts allowed, private addresses refused). Any 2xx
 * is the acknowledgement, whatever its body; everything else is a reason to try again later.
 * `lender` is as outbound calls address it now (app.outboundLender, decision 116): the endpoint
 * the back office set and the secret the ping tree signs with.
 */
export async function sendErasure(
  config: PanelConfig,
  lender: LenderConfig | null,
  reference: string,
  signal?: AbortSignal,
): Promise<ErasureAnswer> {
  if (!lender) return { acknowledged: false, reason: 'lender not on the panel' };
  if (!lender.secret) return { acknowledged: false, reason: 'no shared secret provisioned' };
  const result = await postSigned({
    url: lender.endpoint,
    body: { stage: 'erasure', reference },
    secret: lender.secret,
    idempotencyKey: erasureKeyFor(reference),
    timeoutMs: lender.timeoutMs ?? config.defaultTimeoutMs,
    allowedHosts: allowedHostsOf({ ...config, lenders: [lender] }),
    policy: config,
    ...(signal ? { signal } : {}),
  });
  if (result.ok) return { acknowledged: true };
  // A 2xx whose body is not JSON still acknowledges: the contract asks for the status only.
  if (result.status && result.status >= 200 && result.status < 300) return { acknowledged: true };
  return { acknowledged: false, reason: result.reason };
}
