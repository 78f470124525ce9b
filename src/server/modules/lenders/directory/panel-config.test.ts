import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPanelConfig } from './panel-config.ts';

const lender = (endpoint: string, id = 'acme') => ({
  id,
  name: `Lender ${id}`,
  endpoint,
  secret: 'sixteen-chars-ok!',
  tier: 1,
  price: 10,
});

/** The config as an operator ships it: a JSON file read at boot (LENDER_PANEL=path). */
function load(config: object, production = false) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
  writeFileSync(file, JSON.stringify(config));
  return () => loadPanelConfig(file, { production });
}

describe('lender endpoints in the panel config (issue 11 item 14)', () => {
  it.each([
    ['http://10.0.0.5/leads', /lenders\.0\.endpoint: http:\/\/ is only allowed for loopback hosts/],
    ['https://10.0.0.5/leads', /lenders\.0\.endpoint: private address 10\.0\.0\.5 is refused/],
    ['https://169.254.169.254/latest', /lenders\.0\.endpoint: unspecified or link-local address 169\.254\.169\.254/],
    ['http://169.254.10.20/leads', /lenders\.0\.endpoint: http:\/\/ is only allowed/],
    ['https://192.168.1.4/leads', /lenders\.0\.endpoint: private address/],
    ['https://[fe80::1]/leads', /lenders\.0\.endpoint: unspecified or link-local address fe80::1/],
    ['https://224.0.0.5/leads', /lenders\.0\.endpoint: multicast address 224\.0\.0\.5/],
    ['https://[ff02::1]/leads', /lenders\.0\.endpoint: multicast address ff02::1/],
    ['https://255.255.255.255/leads', /lenders\.0\.endpoint: broadcast or reserved address 255\.255\.255\.255/],
    ['http://lender.example/leads', /lenders\.0\.endpoint: http:\/\/ is only allowed for loopback hosts/],
  ])('refuses %s at load, naming the field', (endpoint, message) => {
    expect(load({ lenders: [lender(endpoint)] })).toThrow(message);
  });

  it('names the failing lender among several', () => {
    expect(load({ lenders: [lender('https://ok.example/l', 'good'), lender('https://172.16.3.3/l', 'bad')] })).toThrow(
      /lenders\.1\.endpoint: private address/,
    );
  });

  it('allows http on loopback, https on public hosts, and private hosts when the config says so', () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/l',
      'http://localhost:4000/l',
      'http://[::1]:4000/l',
      'https://api.lender.example/v1',
    ]) {
      expect(load({ lenders: [lender(endpoint)] })().lenders[0]!.endpoint).toBe(endpoint);
    }
    expect(load({ allowPrivateHosts: true, lenders: [lender('https://10.0.0.5/leads')] })().allowPrivateHosts).toBe(
      true,
    );
    // Even when private hosts are allowed, a lead never crosses a network in clear text.
    expect(load({ allowPrivateHosts: true, lenders: [lender('http://10.0.0.5/leads')] })).toThrow(
      /http:\/\/ is only allowed/,
    );
  });

  // Issue 41.10: the database on :5432, a cache on :6379 or the broker's own /metrics are loopback.
  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:6379/',
    'http://[::1]:3000/metrics',
    'https://[::ffff:127.0.0.1]/',
  ])('refuses loopback %s in production unless the panel file allows it', (endpoint) => {
    expect(load({ lenders: [lender(endpoint)] }, true)).toThrow(/lenders\.0\.endpoint: loopback address .* is refused/);
    expect(load({ allowLoopbackHosts: false, lenders: [lender(endpoint)] })).toThrow(/loopback address/);
    expect(load({ allowLoopbackHosts: true, lenders: [lender(endpoint)] }, true)().lenders[0]!.endpoint).toBe(endpoint);
  });

  it('even with private hosts allowed, never link-local, multicast or broadcast', () => {
    for (const endpoint of ['https://169.254.169.254/', 'https://239.1.2.3/', 'https://255.255.255.255/'])
      expect(load({ allowPrivateHosts: true, lenders: [lender(endpoint)] })).toThrow(/lenders\.0\.endpoint/);
  });
});
