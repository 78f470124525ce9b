import { describe, expect, it } from 'vitest';
import { blockOf, NO_FRN, REGISTER_STALE, REGISTER_UNCONFIRMED } from './register-rules.ts';

describe('who the register keeps from being asked', () => {
  const at = new Date('2032-05-12T10:00:00Z');
  const check = (checkedDay: string | null, frn = '123456') => ({
    panelKey: 'p',
    lenderId: 'l',
    frn,
    checkedDay,
    checkedAt: at,
    registerStatus: 'Authorised',
    lendingPermission: true,
    attemptedAt: at,
    failure: null,
    suspendedAt: null,
    suspendedReason: null,
  });
  const row = (frn: string | null, c: ReturnType<typeof check> | null) => ({ lenderId: 'l', name: 'L', frn, check: c });

  it('a lender without an FRN with the real register, never confirmed, or stale after three London days', () => {
    expect(blockOf(row(null, null), at, true)).toBe(NO_FRN);
    expect(blockOf(row(null, null), at, false)).toBeNull();
    expect(blockOf(row('123456', null), at, false)).toBe(REGISTER_UNCONFIRMED);
    // An edited FRN needs its own answer.
    expect(blockOf(row('654321', check('2032-05-12')), at, false)).toBe(REGISTER_UNCONFIRMED);
    expect(blockOf(row('123456', check('2032-05-09')), at, false)).toBeNull();
    expect(blockOf(row('123456', check('2032-05-08')), at, false)).toBe(REGISTER_STALE);
  });
});
