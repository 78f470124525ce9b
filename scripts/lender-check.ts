// npm run lender:check -- <endpoint URL> --secret <shared secret> [--timeout <ms>]
// For a lender's developers: calls their endpoint as the broker does (docs/lender-protocol.md)
// and prints each check. Exits 1 when any check fails. Sends made-up test data only.
import { parseArgs } from 'node:util';
import { checkLender } from '#server/modules/lender-panel/lender-check.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { secret: { type: 'string' }, timeout: { type: 'string', default: '3000' } },
});
const url = positionals[0];
const secret = values.secret;
if (!url || !/^https?:\/\//.test(url) || !secret) {
  console.error('Usage: npm run lender:check -- <http(s) endpoint URL> --secret <shared secret> [--timeout <ms>]');
  process.exit(2);
}
const results = await checkLender({ url, secret, timeoutMs: Number(values.timeout) });
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`);
process.exitCode = failed ? 1 : 0;
