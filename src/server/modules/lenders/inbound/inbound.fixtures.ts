// Test fixtures of the lender-inbound tests: a panel config file, sold and posted leads, and
// calls signed as a lender signs them.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { leadAttempts } from '#server/db/schema/index.ts';
import { leadReferenceFor, recordLedgerSale } from '#server/modules/lenders/ledger/ledger.ts';
import { parsePanelConfig, type LenderConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { signatureOf, signatureV2Of } from './signature-versions.ts';

export const secretOf = (id: string) => `inbound-secret-${id}-0123456789`;

/** A panel config file with these lenders (endpoints never called by these tests). */
export function panelFile(lenders: (Partial<LenderConfig> & { id: string })[]): string {
  const file = path.join(os.tmpdir(), `inbound-panel-${lenders[0]!.id}.json`);
  const config = parsePanelConfig({
    jobQueue: `lead-delivery-${lenders[0]!.id}`,
    lenders: lenders.map((l, i) => ({
      name: `Lender ${l.id}`,
      endpoint: `http://127.0.0.1:9/lenders/${l.id}`,
      secret: secretOf(l.id),
      tier: 1,
      price: 10,
      priority: i,
      ...l,
    })),
  });
  writeFileSync(file, JSON.stringify(config));
  return file;
}

/**
 * A lead the lender was sent: an application and its attempt row (`sold` also gets its ledger
 * sale, as the ping tree writes it). Returns the reference the lender was given.
 */
export async function leadFor(
  db: Database,
  lenderId: string,
  options: { decision?: 'sold' | 'pending' | 'reject' | 'skipped'; price?: number; at: Date; posted?: boolean },
): Promise<string> {
  const decision = options.decision ?? 'sold';
  // A sold lead is a sold application too, as the panel leaves it: the dashboard's gross (the
  // rollup of sold applications) then covers every ledger sale, as in production.
  const application = await createApplication(
    db,
    decision === 'sold'
      ? { status: 'sold', apiStatus: 'sold', price: options.price ?? 10, completedAt: options.at }
      : {},
  );
  const posted = options.posted ?? decision !== 'skipped';
  await db.insert(leadAttempts).values({
    applicationId: application.id,
    lenderId,
    lenderName: `Lender ${lenderId}`,
    tier: 1,
    attemptedAt: options.at,
    decision,
    price: decision === 'sold' ? (options.price ?? 10) : null,
    postTries: posted ? 1 : null,
  });
  if (decision === 'sold')
    await recordLedgerSale(db, { applicationId: application.id, lenderId, price: options.price ?? 10 }, options.at);
  return leadReferenceFor(application.id, lenderId);
}

export type SignedCall = {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** The raw body as sent (instead of JSON of `body`). */
  raw?: string;
  lender: string;
  secret?: string;
  timestamp?: number;
  key?: string | null;
  signature?: string | null;
  accept?: string;
  /** The signature's version (decision 119): 2 unless a test asks for the older one. */
  version?: 1 | 2;
};

/** Each call is signed a millisecond apart (a signed pair is good once: decision 119), well within the 5 minutes. */
let sequence = 0;

/**
 * A call signed as a lender signs (version 2: timestamp, method, path, Idempotency-Key and raw
 * body; version 1: timestamp and raw body), with an Idempotency-Key on POSTs.
 */
export function signedCall(app: App, now: Date, call: SignedCall) {
  const method = call.method ?? (call.body === undefined && call.raw === undefined ? 'GET' : 'POST');
  const raw = call.raw ?? (call.body === undefined ? '' : JSON.stringify(call.body));
  const timestamp = String(call.timestamp ?? now.getTime() - (sequence++ % 60_000));
  const headers: Record<string, string> = { 'x-lender-id': call.lender, 'x-timestamp': timestamp };
  let key: string | null = null;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    key = call.key === undefined ? `key-${Math.random().toString(36).slice(2)}` : call.key;
    if (key !== null) headers['idempotency-key'] = key;
  }
  const secret = call.secret ?? secretOf(call.lender);
  const target = { method, path: call.url, idempotencyKey: key ?? '' };
  const signature =
    call.signature !== undefined
      ? call.signature
      : call.version === 1
        ? signatureOf(secret, timestamp, Buffer.from(raw))
        : signatureV2Of(secret, timestamp, target, Buffer.from(raw));
  if (signature !== null) headers['x-signature'] = signature;
  if (call.accept) headers.accept = call.accept;
  return app.inject({ method, url: call.url, headers, ...(raw ? { payload: raw } : {}) });
}
