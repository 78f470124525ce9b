import { z } from 'zod';

/**
 * A client of the FCA Financial Services Register API (V0.1, decision 142): the firm's record
 * (`GET /V0.1/Firm/{FRN}`, its "Status") and its permissions (`GET /V0.1/Firm/{FRN}/Permissions`,
 * keyed by the permission's name). Authenticated with the X-Auth-Email and X-Auth-Key headers of an
 * account on the FCA's developer portal. The sandbox register (sandbox-register.ts) answers the
 * same shapes on loopback.
 */

/** The permission a lender on our panel must hold (consumer credit lending). */
export const LENDING_PERMISSION = 'Entering into regulated credit agreements as lender';

/** What the register says of one FRN. */
export type RegisterAnswer =
  { found: true; status: string; name: string | null; permissions: string[] } | { found: false };

export type FcaRegisterClient = { lookup(frn: string): Promise<RegisterAnswer> };

/** The register could not be asked or did not answer usably (an outage: nobody is suspended for it). */
export class RegisterUnavailableError extends Error {
  override name = 'RegisterUnavailableError';
}

// The register answers 200 with a result code in `Status` and the record(s) in `Data` (null or
// empty when there is no such firm); the firm's own status is the record's "Status".
const firmAnswer = z.object({
  Data: z
    .array(z.object({ Status: z.string().optional(), 'Organisation Name': z.string().optional() }).loose())
    .nullish(),
});
const permissionsAnswer = z.object({
  Data: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]).nullish(),
});

export type RegisterClientOptions = {
  /** The API's base, e.g. https://register.fca.org.uk/services (the client adds /V0.1/...). */
  baseUrl: string;
  email?: string | undefined;
  key?: string | undefined;
  /** Per request (ms). */
  timeoutMs?: number;
};

export function fcaRegisterClient({
  baseUrl,
  email,
  key,
  timeoutMs = 5_000,
}: RegisterClientOptions): FcaRegisterClient {
  const base = baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (email) headers['x-auth-email'] = email;
  if (key) headers['x-auth-key'] = key;

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const what =
        err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
      throw new RegisterUnavailableError(`FCA Register ${what}`);
    }
    if (response.status === 404) return { status: 404, body: null };
    if (!response.ok) {
      await response.body?.cancel();
      throw new RegisterUnavailableError(`FCA Register answered HTTP ${response.status}`);
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new RegisterUnavailableError('FCA Register answered with something other than JSON');
    }
  }

  return {
    async lookup(frn) {
      const firm = await get(`/V0.1/Firm/${encodeURIComponent(frn)}`);
      if (firm.status === 404) return { found: false };
      const parsed = firmAnswer.safeParse(firm.body);
      if (!parsed.success) throw new RegisterUnavailableError('FCA Register answered in an unexpected shape');
      const record = parsed.data.Data?.[0];
      if (!record) return { found: false };
      if (!record.Status) throw new RegisterUnavailableError('FCA Register answered without the firm’s status');
      const permissions = await get(`/V0.1/Firm/${encodeURIComponent(frn)}/Permissions`);
      const listed = permissionsAnswer.safeParse(permissions.body ?? { Data: null });
      if (!listed.success) throw new RegisterUnavailableError('FCA Register answered in an unexpected shape');
      const data = listed.data.Data ?? {};
      const names = Array.isArray(data) ? data.flatMap((entry) => Object.keys(entry)) : Object.keys(data);
      return { found: true, status: record.Status, name: record['Organisation Name'] ?? null, permissions: names };
    },
  };
}

/** Whether the firm holds the consumer-credit lending permission. */
export const holdsLendingPermission = (answer: RegisterAnswer): boolean =>
  answer.found && answer.permissions.some((p) => p.startsWith(LENDING_PERMISSION));

/** Whether the register's answer lets a firm lend to consumers: authorised, with the lending permission. */
export function lendingVerdict(answer: RegisterAnswer): { ok: true } | { ok: false; reason: string } {
  if (!answer.found) return { ok: false, reason: 'its FRN is not on the FCA Register' };
  if (answer.status !== 'Authorised' && answer.status !== 'EEA Authorised')
    return { ok: false, reason: `the FCA Register shows it as ${answer.status}` };
  if (!holdsLendingPermission(answer)) return { ok: false, reason: `it lacks the permission “${LENDING_PERMISSION}”` };
  return { ok: true };
}
