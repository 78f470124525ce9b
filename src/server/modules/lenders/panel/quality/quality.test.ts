import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { disposableEmail, disposableEmailCheck, loadDomainList } from './disposable-email.ts';
import {
  FULL_TIME_INCOME_FLOOR,
  implausibleIncome,
  qualityForLenders,
  scoreQuality,
  signalsOf,
  type Applicant,
  type Signals,
} from './quality.ts';

// The pure score of decision 140: signals in, {class, reasons} out.

const clean: Signals = {
  disposableEmail: false,
  mobileCheckFailed: false,
  otherNames: 0,
  nearDuplicate: false,
  implausibleIncome: false,
};
const applicant: Applicant = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@example.com',
  mobilePhone: '07911123456',
  dateOfBirth: '1988-03-14',
  currentPostcode: 'SW1A 2AA',
  currentHouse: '10',
  userIp: '10.1.2.0',
  userAgent: 'Firefox',
  employmentType: 1,
  monthlyIncome: 2350,
};
const none = disposableEmailCheck([]);

describe('scoreQuality', () => {
  it('no signal: good, no reasons', () => {
    expect(scoreQuality(clean)).toEqual({ class: 'good', reasons: [] });
  });

  it('a disposable email alone: bad', () => {
    expect(scoreQuality({ ...clean, disposableEmail: true })).toEqual({ class: 'bad', reasons: ['disposable-email'] });
  });

  it.each([
    [{ mobileCheckFailed: true }, 'mobile-check-failed'],
    [{ otherNames: 2 }, 'velocity'],
    [{ nearDuplicate: true }, 'near-duplicate'],
    [{ implausibleIncome: true }, 'implausible-income'],
  ])('one review signal %o: review, %s', (signal, reason) => {
    expect(scoreQuality({ ...clean, ...signal })).toEqual({ class: 'review', reasons: [reason] });
  });

  it('one other name at the address (a household) is no velocity', () => {
    expect(scoreQuality({ ...clean, otherNames: 1 })).toEqual({ class: 'good', reasons: [] });
  });

  it('two review signals: review; three: bad, the reasons in their fixed order', () => {
    expect(scoreQuality({ ...clean, implausibleIncome: true, mobileCheckFailed: true }).class).toBe('review');
    expect(scoreQuality({ ...clean, implausibleIncome: true, otherNames: 3, mobileCheckFailed: true })).toEqual({
      class: 'bad',
      reasons: ['mobile-check-failed', 'velocity', 'implausible-income'],
    });
  });
});

describe('signalsOf', () => {
  it('a clean applicant with no neighbours has no signal', () => {
    expect(signalsOf(applicant, [], none)).toEqual(clean);
  });

  it('counts other names at the same address or device, not the same name nor other addresses', () => {
    const other = { email: null, mobilePhone: null, dateOfBirth: null };
    const neighbours = [
      { ...other, firstName: 'Tom', lastName: 'Jones', currentPostcode: 'sw1a2aa', currentHouse: '10' },
      { ...other, firstName: 'Ann', lastName: 'Lee', userIp: '10.1.2.0', userAgent: 'Firefox' },
      { ...other, firstName: ' PRIYA ', lastName: 'shah', currentPostcode: 'SW1A 2AA', currentHouse: '10' },
      { ...other, firstName: 'Bob', lastName: 'Cole', currentPostcode: 'SW1A 2AA', currentHouse: '12' },
      { ...other, firstName: 'Eve', lastName: 'Day', userIp: '10.1.2.0', userAgent: 'Chrome' },
    ];
    expect(signalsOf(applicant, neighbours, none).otherNames).toBe(2);
  });

  it('a neighbour with the same email is a near-duplicate (the duplicate rule’s comparison)', () => {
    const neighbour = { email: 'Priya+x@Example.com', mobilePhone: '07911999999', dateOfBirth: '1990-01-01' };
    expect(signalsOf(applicant, [neighbour], none).nearDuplicate).toBe(true);
  });

  it('reads the mobile check and the disposable list', () => {
    const signals = signalsOf(
      { ...applicant, email: 'x@mailinator.com', mobilePhone: '07700900123' },
      [],
      disposableEmail,
    );
    expect(signals).toMatchObject({ disposableEmail: true, mobileCheckFailed: true });
  });
});

describe('the disposable email check', () => {
  it('matches the domain and any subdomain, in any case; not a domain that merely ends alike', () => {
    const check = disposableEmailCheck(['mailinator.com']);
    expect(check.isDisposable('a@Mailinator.COM')).toBe(true);
    expect(check.isDisposable('a@inbox.mailinator.com')).toBe(true);
    expect(check.isDisposable('a@notmailinator.com')).toBe(false);
    expect(check.isDisposable('no-at-sign')).toBe(false);
    expect(check.isDisposable(null)).toBe(false);
  });

  it('the maintained list holds the throwaway domains and none of the inboxes UK applicants use', () => {
    for (const domain of ['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'sharklasers.com'])
      expect(disposableEmail.isDisposable(`someone@${domain}`)).toBe(true);
    for (const domain of ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'btinternet.com', 'sky.com', 'icloud.com'])
      expect(disposableEmail.isDisposable(`someone@${domain}`)).toBe(false);
  });

  it('is the disposable-email-domains package’s list (tens of thousands of domains), not a short seed', () => {
    const list = loadDomainList(createRequire(import.meta.url).resolve('disposable-email-domains/index.json'));
    expect(list.length).toBeGreaterThan(100_000);
    // A domain far down the package's list, in no seed list: the check the panel uses knows it.
    const deep = list[list.length - 1]!;
    expect(disposableEmail.isDisposable(`someone@${deep}`)).toBe(true);
  });
});

describe('implausible income', () => {
  it.each([
    [1, 2350, false],
    [1, 25_000, true],
    [1, FULL_TIME_INCOME_FLOOR - 1, true],
    [2, 500, false],
    [6, 4_500, true],
    [8, 4_500, true],
    [3, 24_000, false],
    [null, 99_999, false],
  ])('employment %s with £%s a month: %s', (type, income, expected) => {
    expect(implausibleIncome(type, income)).toBe(expected);
  });
});

describe('qualityForLenders', () => {
  it('sends the stored score; a released bad one as review; an unscored lead says so', () => {
    const bad = { class: 'bad', reasons: ['disposable-email'] };
    expect(qualityForLenders(bad, false)).toEqual(bad);
    expect(qualityForLenders(bad, true)).toEqual({ class: 'review', reasons: ['disposable-email'] });
    expect(qualityForLenders(null, false)).toEqual({ class: 'review', reasons: ['not-scored'] });
  });
});
