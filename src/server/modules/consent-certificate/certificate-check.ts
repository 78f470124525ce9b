import { createPublicKey, verify } from 'node:crypto';
import { exchange, statusOf, type CheckResult, type Exchange } from '#server/lib/check-result.ts';
import { signatureV2Of } from '#server/modules/lenders/inbound/index.ts';

// `npm run lender:check -- --inbound <broker> --lender-id <id> --secret <secret> --certificate <reference>`
// (decision 138): fetches a lead's consent certificate as the lender does and verifies it offline
// against the key the broker publishes, as docs/lender-protocol.md#consent-certificate shows.

export type PublishedKey = { kid: string; alg: string; publicKey: string };
export type CertificateAnswer = { certificate: { kid?: unknown; reference?: unknown }; signature: string };

/**
 * Whether a certificate answer verifies with one of the published keys: the key its `kid` names,
 * Ed25519 over the UTF-8 bytes of JSON.stringify(certificate). Null when it does, else the reason.
 */
export function certificateProblem(answer: CertificateAnswer, keys: readonly PublishedKey[]): string | null {
  const key = keys.find((k) => k.kid === answer.certificate.kid);
  if (!key) return `no published key with kid ${String(answer.certificate.kid)}`;
  if (key.alg !== 'Ed25519') return `key ${key.kid} is ${key.alg}, not Ed25519`;
  const raw = Buffer.from(key.publicKey, 'base64');
  if (raw.length !== 32) return `key ${key.kid} is not 32 bytes`;
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
  const signed = Buffer.from(JSON.stringify(answer.certificate), 'utf8');
  return verify(null, signed, publicKey, Buffer.from(answer.signature, 'base64'))
    ? null
    : 'the signature does not verify: the certificate is not what the broker signed';
}

export type CertificateCheckOptions = {
  /** The broker's origin, e.g. https://broker.example. */
  baseUrl: string;
  lenderId: string;
  secret: string;
  /** The 40-hex reference of a lead the broker posted to this lender. */
  reference: string;
  timeoutMs?: number;
  now?: () => number;
};

/** Fetches the published keys and the lead's certificate as the lender, and checks each rule. */
export async function checkCertificate(options: CertificateCheckOptions): Promise<CheckResult[]> {
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const path = `/api/lenders/v1/consent-certificates/${options.reference}`;
  const get = (url: string, headers: Record<string, string> = {}): Promise<Exchange> =>
    exchange(url, { headers: { accept: 'application/json', ...headers } }, options.timeoutMs);

  const timestamp = String(now());
  const signed = {
    'x-lender-id': options.lenderId,
    'x-timestamp': timestamp,
    'x-signature': signatureV2Of(
      options.secret,
      timestamp,
      { method: 'GET', path, idempotencyKey: '' },
      Buffer.alloc(0),
    ),
  };
  const results: CheckResult[] = [];
  const record = (name: string, problem: string | null, detail: string) =>
    results.push({ name, ok: problem === null, detail: problem ?? detail });

  const list = await get(`${base}/.well-known/broker-keys.json`);
  const keys =
    !('error' in list) && list.status === 200 && Array.isArray((list.json as { keys?: unknown })?.keys)
      ? ((list.json as { keys: PublishedKey[] }).keys ?? [])
      : [];
  record(
    'the broker publishes its Ed25519 keys at /.well-known/broker-keys.json',
    keys.some((k) => k.alg === 'Ed25519') ? null : `no Ed25519 key listed (${statusOf(list)})`,
    `${keys.length} key(s)`,
  );

  const fetched = await get(`${base}${path}`, signed);
  const answer = !('error' in fetched) && fetched.status === 200 ? (fetched.json as CertificateAnswer | null) : null;
  const shaped = answer && typeof answer.certificate === 'object' && typeof answer.signature === 'string';
  record(
    'a signed GET of the lead’s consent certificate answers {certificate, signature}',
    shaped ? null : `expected 200 with {certificate, signature}, got ${statusOf(fetched)}`,
    statusOf(fetched),
  );
  if (answer && shaped) {
    record(
      'the certificate is the one of the reference asked for',
      answer.certificate.reference === options.reference ? null : `reference ${String(answer.certificate.reference)}`,
      options.reference,
    );
    record(
      'the certificate verifies offline with the published key its kid names',
      certificateProblem(answer, keys),
      `kid ${String(answer.certificate.kid)}`,
    );
  }
  const again = await get(`${base}${path}`, signed);
  record(
    'the same signed GET sent again answers 404 (a signature is good once)',
    !('error' in again) && again.status === 404 ? null : `expected 404, got ${statusOf(again)}`,
    statusOf(again),
  );
  const unsigned = await get(`${base}${path}`);
  record(
    'an unsigned GET answers 404',
    !('error' in unsigned) && unsigned.status === 404 ? null : `expected 404, got ${statusOf(unsigned)}`,
    statusOf(unsigned),
  );
  return results;
}
