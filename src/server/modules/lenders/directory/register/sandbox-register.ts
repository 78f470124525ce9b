import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LENDING_PERMISSION } from './fca-register-client.ts';

/** How the sandbox register answers for an FRN (docs/trying-it.md "FCA Register sandbox"). */
export type SandboxFirmState =
  'authorised' | 'cancelled' | 'no-longer-authorised' | 'no-lending' | 'unknown' | 'outage';

/**
 * FRNs with a fixed answer, so a demo (`npm start`) shows each outcome by typing the FRN into the
 * lender editor; every other 6- or 7-digit FRN is an authorised lender.
 */
export const SANDBOX_REGISTER_FRNS: Record<string, SandboxFirmState> = {
  '900001': 'cancelled',
  '900002': 'no-longer-authorised',
  '900003': 'no-lending',
  '900004': 'unknown',
  '900005': 'outage',
};

export type SandboxRegister = {
  baseUrl: string;
  /** Makes the register answer this way for `frn` from now on (tests; the fixed FRNs above otherwise). */
  mark(frn: string, state: SandboxFirmState): void;
  /** Every request answered 503 while on (a register outage). */
  outage(on: boolean): void;
  /** Requests answered so far (tests check the register was asked, or not). */
  requests(): number;
  close(): Promise<void>;
};

const RESULT_FOUND = { Status: 'FSR-API-02-01-00', Message: 'Ok. Firm Found' };
const RESULT_NONE = { Status: 'FSR-API-02-01-11', Message: 'No Firm Found' };

function permissionsOf(state: SandboxFirmState): Record<string, unknown> {
  const broking = { 'Credit broking': [{ 'Customer Type': ['Customer'] }] };
  if (state === 'no-lending') return broking;
  return { ...broking, [LENDING_PERMISSION]: [{ 'Customer Type': ['Customer'] }] };
}

const STATUS: Partial<Record<SandboxFirmState, string>> = {
  authorised: 'Authorised',
  'no-lending': 'Authorised',
  cancelled: 'Cancelled',
  'no-longer-authorised': 'No longer authorised',
};

/**
 * The FCA Register's API shape served on 127.0.0.1 (FCA_REGISTER=sandbox, the default outside
 * production): the production client runs unchanged against it, as the sandbox lender panel does.
 */
export async function startSandboxRegister(): Promise<SandboxRegister> {
  const marked = new Map<string, SandboxFirmState>(Object.entries(SANDBOX_REGISTER_FRNS));
  let down = false;
  let count = 0;
  const server = http.createServer((req, res) => {
    count += 1;
    const send = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const match = /^\/V0\.1\/Firm\/(\d{6,7})(\/Permissions)?$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) return send(404, { Message: 'Not found' });
    const [, frn = '', permissions] = match;
    const state = marked.get(frn) ?? 'authorised';
    if (down || state === 'outage') return send(503, { Message: 'Service unavailable' });
    if (state === 'unknown') return send(200, { ...RESULT_NONE, Data: null });
    if (permissions) return send(200, { ...RESULT_FOUND, Data: permissionsOf(state) });
    return send(200, {
      ...RESULT_FOUND,
      Data: [
        { FRN: frn, 'Organisation Name': `Sandbox firm ${frn}`, Status: STATUS[state], 'Business Type': 'Regulated' },
      ],
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mark: (frn, state) => void marked.set(frn, state),
    outage: (on) => void (down = on),
    requests: () => count,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
