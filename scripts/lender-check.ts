// npm run lender:check -- <endpoint URL> --secret <shared secret> [--timeout <ms>]
// npm run lender:check -- --inbound <broker URL> --lender-id <id> --secret <shared secret> [--certificate <reference>]
// For a lender's developers: calls their endpoint as the broker does (docs/lender-protocol.md)
// and prints each check; with --inbound, calls the broker as their systems must (signed
// statement and outcome calls, changing nothing) and, with --certificate, fetches that lead's consent
// certificate and verifies it against the broker's published key. Exits 1 when any check fails.
// Sends made-up test data only.
import { parseArgs } from 'node:util';
import { checkLender } from '#server/modules/lenders/panel/lender-check.ts';
import { checkInbound } from '#server/modules/lenders/inbound/inbound-check.ts';
import { checkCertificate } from '#server/modules/consent-certificate/certificate-check.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    secret: { type: 'string' },
    timeout: { type: 'string', default: '3000' },
    inbound: { type: 'boolean', default: false },
    'lender-id': { type: 'string' },
    certificate: { type: 'string' },
  },
});
const url = positionals[0];
const secret = values.secret;
const lenderId = values['lender-id'];
const certificate = values.certificate;
if (
  !url ||
  !/^https?:\/\//.test(url) ||
  !secret ||
  (values.inbound && !lenderId) ||
  (certificate !== undefined && (!values.inbound || !/^[0-9a-f]{40}$/.test(certificate)))
) {
  console.error(
    'Usage: npm run lender:check -- <http(s) endpoint URL> --secret <shared secret> [--timeout <ms>]\n' +
      '       npm run lender:check -- --inbound <broker URL> --lender-id <id> --secret <shared secret>' +
      ' [--certificate <40-hex reference of a lead posted to you>]',
  );
  process.exit(2);
}
const timeoutMs = Number(values.timeout);
const results =
  values.inbound && lenderId
    ? [
        ...(await checkInbound({ baseUrl: url, lenderId, secret, timeoutMs })),
        ...(certificate
          ? await checkCertificate({ baseUrl: url, lenderId, secret, reference: certificate, timeoutMs })
          : []),
      ]
    : await checkLender({ url, secret, timeoutMs });
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
process.exitCode = failed ? 1 : 0;
