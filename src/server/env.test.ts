import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'env-test-'));

describe('environment', () => {
  it('names the variable that has a bad value', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty', DATA_DIR: tempDir() })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', DATA_DIR: tempDir() })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });

  it('validates ADMIN_TOTP_SECRET as base32 that goes with ADMIN_EMAIL', () => {
    const base = {
      NODE_ENV: 'test',
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long enough password',
    };
    expect(() => loadEnv({ ...base, ADMIN_TOTP_SECRET: 'not base32 at all!' })).toThrow(
      /ADMIN_TOTP_SECRET: must be base32/,
    );
    expect(() => loadEnv({ ...base, ADMIN_TOTP_SECRET: 'JBSWY3DP' })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(
      /ADMIN_TOTP_SECRET: needs ADMIN_EMAIL/,
    );
    expect(loadEnv({ ...base, ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' }).ADMIN_TOTP_SECRET).toBe('JBSWY3DPEHPK3PXP');
  });

  it('requires the secrets in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/SESSION_SECRET[\s\S]*DATA_KEY/);
  });

  it('generates missing secrets once, keeps them in DATA_DIR with mode 0600, and reuses them', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.SESSION_SECRET).toHaveLength(64);
    expect(first.DATA_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(second.DATA_KEY).toBe(first.DATA_KEY);
    const file = path.join(dir, 'secrets', 'data-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.DATA_KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes TRUST_PROXY as a hop count or addresses/CIDRs, never "true"', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true', DATA_DIR: tempDir() })).toThrow(
      /TRUST_PROXY: must be false, a hop count/,
    );
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33', DATA_DIR: tempDir() })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32', DATA_DIR: tempDir() }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    const hops = loadEnv({ TRUST_PROXY: '2', DATA_DIR: tempDir() }).TRUST_PROXY;
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(loadEnv({ DATA_DIR: tempDir() }).TRUST_PROXY).toBe(false);
  });

  it('takes RATE_LIMIT_SCALE as a positive number, default 1', () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).RATE_LIMIT_SCALE).toBe(1);
    expect(loadEnv({ RATE_LIMIT_SCALE: '2.5', DATA_DIR: tempDir() }).RATE_LIMIT_SCALE).toBe(2.5);
    expect(() => loadEnv({ RATE_LIMIT_SCALE: '0', DATA_DIR: tempDir() })).toThrow(
      /RATE_LIMIT_SCALE: must be greater than 0/,
    );
  });

  it('defaults PUBLIC_URL to localhost and the port', () => {
    expect(loadEnv({ DATA_DIR: tempDir(), PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });
});
