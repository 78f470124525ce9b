import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { kidOf, rawPublicKey, signJson } from './broker-keys.ts';
import { certificateProblem } from './certificate-check.ts';

// The offline verification `npm run lender:check -- --certificate` does (decision 138), as a
// lender or an auditor does it with the published key list.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const raw = rawPublicKey(publicKey);
const kid = kidOf(raw);
const keys = [{ kid, alg: 'Ed25519', publicKey: raw.toString('base64') }];
const certificate = {
  format: 'consent-certificate/1',
  reference: 'a'.repeat(40),
  kid,
  creditSearchConsent: { version: 'v1', text: 'I agree…', shownAt: '2031-05-12T09:30:00.000Z', tickedAt: null },
};

describe('certificateProblem', () => {
  it('passes a certificate as signed, with the key its kid names', () => {
    expect(raw).toHaveLength(32);
    expect(certificateProblem({ certificate, signature: signJson(privateKey, certificate) }, keys)).toBeNull();
  });

  it('fails a certificate with one field changed, a key not listed, or another key', () => {
    const signature = signJson(privateKey, certificate);
    const changed = { ...certificate, reference: 'b'.repeat(40) };
    expect(certificateProblem({ certificate: changed, signature }, keys)).toMatch(/does not verify/);
    expect(certificateProblem({ certificate: { ...certificate, kid: 'unknown' }, signature }, keys)).toMatch(
      /no published key with kid unknown/,
    );
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(certificateProblem({ certificate, signature: signJson(other, certificate) }, keys)).toMatch(
      /does not verify/,
    );
  });
});
