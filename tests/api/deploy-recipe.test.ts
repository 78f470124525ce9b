import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productionConfigProblems } from '#server/config/production-check.ts';
import { newBrokerSigningKey, parseEnv } from '#server/env.ts';
import { SAMPLE_SITE_CONFIG } from '#shared/site-config.ts';
import { realSiteConfig } from '#tests/support/site-config-fixture.ts';

// compose.yaml is not run here (no Docker on the development machine): its instances' environment is
// checked by the same rules the server applies at boot, as the image starts them (NODE_ENV=production).
type Service = { environment?: Record<string, string>; volumes?: string[] };
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');

/** `${NAME:?message}` takes the operator's value, `${NAME:-default}` its default. */
const secrets: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-password',
  SESSION_SECRET: 's'.repeat(40),
  DATA_KEY: 'a'.repeat(64),
  BROKER_SIGNING_KEY: newBrokerSigningKey(),
  LOQATE_KEY: 'loqate-key',
  FCA_REGISTER_EMAIL: 'compliance@broker.example',
  FCA_REGISTER_KEY: 'register-api-key',
};
const interpolate = (value: string) =>
  value
    .replace(/\$\{(\w+):\?[^}]*\}/g, (_m, name: string) => secrets[name] ?? `missing ${name}`)
    .replace(/\$\{\w+:-([^}]*)\}/g, (_m, fallback: string) => fallback);

const instanceEnv = (name: string) => {
  const raw = compose.services[name]?.environment ?? {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(String(value))]));
};

describe('the compose deploy recipe', () => {
  it.each(['app1', 'app2'])('%s boots: its environment passes the checks of a production start', (name) => {
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    const env = parseEnv({ ...instanceEnv(name), NODE_ENV: 'production' });
    // Only the edge nginx is trusted to set X-Forwarded-For ("true" would be refused above).
    expect(env.TRUST_PROXY).toEqual(['172.28.0.10']);
    expect(productionConfigProblems(env, realSiteConfig(), SAMPLE_SITE_CONFIG, { amount: 5000, term: 36 })).toEqual([]);
    expect(env.SITE_CONFIG).toBe('/etc/broker/site.json');
    expect(compose.services[name]?.volumes).toContain('./config:/etc/broker:ro');
  });

  it('gives the edge the address the instances trust, and builds with the firm configuration', () => {
    const edge = compose.services.edge as Service & { networks: { default: { ipv4_address: string } } };
    expect(edge.networks.default.ipv4_address).toBe('172.28.0.10');
    expect(dockerfile).toMatch(/ARG SITE_CONFIG\nRUN SITE_CONFIG="\$\{SITE_CONFIG\}" npm run build/);
  });
});
