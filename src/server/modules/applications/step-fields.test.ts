import { randomBytes } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanApplications } from '#server/db/schema/index.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { ApplicationRow } from './applications.repository.ts';
import { cleanReferrer, contextColumns, truncateIp } from './request-context.ts';
import { incompleteSteps, stepColumnKeys, stepColumns, stepInputFromRow } from './step-fields.ts';

const cipher = createFieldCipher(randomBytes(32).toString('hex'));

describe('step field mapping', () => {
  it('every stored field of every step schema is a loan_applications column', () => {
    const columns = Object.keys(getTableColumns(loanApplications));
    for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
      for (const key of stepColumnKeys(step)) expect(columns, `step ${step} ${key}`).toContain(key);
    }
  });

  it('encrypts bank details on the way in and decrypts them for re-validation', () => {
    const values = stepColumns(
      5,
      {
        accountNumber: '12345678',
        sortCode: '123456',
        accountLength: 3,
        debitCardType: 4,
        directDeposit: false,
        bankName: '',
      },
      cipher,
    );
    expect(values.accountNumber).toMatch(/^v2\./);
    expect(values.bankName).toBeNull();
    expect(values.accountType).toBeNull();
    const input = stepInputFromRow(5, values as unknown as ApplicationRow, cipher);
    expect(input).toEqual({
      accountNumber: '12345678',
      sortCode: '123456',
      accountLength: 3,
      debitCardType: 4,
      directDeposit: false,
    });
  });

  it('treats ciphertext under another key as missing', () => {
    const other = createFieldCipher(randomBytes(32).toString('hex'));
    const row = {
      accountNumber: other.encrypt('12345678'),
      sortCode: other.encrypt('123456'),
      accountLength: 3,
      debitCardType: 4,
      directDeposit: true,
    } as unknown as ApplicationRow;
    const { steps, errors } = incompleteSteps(row, cipher, () => new Date());
    expect(steps).toContain('Bank Details');
    expect(errors).toContainEqual({ path: 'step5.accountNumber', message: 'Required' });
  });
});

describe('request context', () => {
  it('truncates IPs', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8::/48');
    expect(truncateIp('nonsense')).toBeNull();
    expect(truncateIp(undefined)).toBeNull();
  });

  it('keeps origin and path of referrers only', () => {
    expect(cleanReferrer('https://www.google.com/search?q=my+name#x')).toBe('https://www.google.com/search');
    expect(cleanReferrer('javascript:alert(1)')).toBeNull();
    expect(cleanReferrer('not a url')).toBeNull();
  });

  it('ignores malformed context instead of failing the step', () => {
    expect(contextColumns({ body: { context: 'x' }, userAgent: undefined, ip: undefined })).toMatchObject({
      source: null,
      utmSource: null,
    });
    expect(
      contextColumns({
        body: { context: { utmSource: 42, source: 'a'.repeat(500), utmMedium: 'email' } },
        userAgent: 'UA\u0000',
        ip: '10.1.2.3',
      }),
    ).toEqual({
      userAgent: null,
      userIp: '10.1.2.0',
      source: null,
      referrerUrl: null,
      utmSource: null,
      utmMedium: 'email',
      utmCampaign: null,
    });
  });
});
