import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import {
  compareIdentity,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
  normalisePostcode,
  normalisedEmailSql,
  normalisedMobileSql,
  normalisedNameSql,
  normalisedPostcodeSql,
} from './applicant-identity.ts';

// Issue 26 item 4: the duplicate rule's identifiers, normalised (ADR 051).
const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
const tag = fc.stringMatching(/^[a-z0-9._-]{0,10}$/);
const domain = fc.constantFrom('example.com', 'mail.co.uk', 'gmail.com', 'googlemail.com', 'outlook.com');

describe('normaliseEmail', () => {
  it('ignores letter case, a plus tag and surrounding spaces, and is idempotent', () => {
    fc.assert(
      fc.property(localPart, tag, domain, (local, t, d) => {
        const plain = normaliseEmail(`${local}@${d}`);
        expect(normaliseEmail(` ${local.toUpperCase()}+${t}@${d.toUpperCase()} `)).toBe(plain);
        expect(normaliseEmail(plain)).toBe(plain);
      }),
    );
  });

  it('ignores dots in a Gmail address (and Googlemail is Gmail), but not elsewhere', () => {
    fc.assert(
      fc.property(localPart, fc.array(fc.nat(), { maxLength: 4 }), (local, cuts) => {
        let dotted = local;
        for (const cut of cuts) {
          const at = cut % (dotted.length + 1);
          dotted = `${dotted.slice(0, at)}.${dotted.slice(at)}`;
        }
        expect(normaliseEmail(`${dotted}@gmail.com`)).toBe(normaliseEmail(`${local}@googlemail.com`));
      }),
    );
    expect(normaliseEmail('jo.smith@example.com')).not.toBe(normaliseEmail('josmith@example.com'));
  });
});

describe('normaliseMobile', () => {
  it('keeps digits only and reads +44 as 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7[0-9]{9}$/), fc.constantFrom(' ', '-', ''), (rest, sep) => {
        const national = `0${rest}`;
        const spaced = `+44 ${rest.slice(0, 4)}${sep}${rest.slice(4)}`;
        expect(normaliseMobile(spaced)).toBe(national);
        expect(normaliseMobile(`(${national.slice(0, 5)})${sep}${national.slice(5)}`)).toBe(national);
      }),
    );
  });
});

describe('compareIdentity', () => {
  const me = { email: 'Jo.Smith+loans@gmail.com', mobilePhone: '07911 123456', dateOfBirth: '1988-04-12' };
  it('the same after normalisation: same; two of three: near; one: nothing', () => {
    expect(
      compareIdentity(me, { email: 'josmith@gmail.com', mobilePhone: '+447911123456', dateOfBirth: '1988-04-12' }),
    ).toBe('same');
    expect(compareIdentity(me, { ...me, mobilePhone: '07911123457' })).toBe('near');
    expect(compareIdentity(me, { ...me, dateOfBirth: '1988-04-13' })).toBe('near');
    expect(compareIdentity(me, { ...me, email: 'someone@else.com' })).toBe('near');
    expect(compareIdentity(me, { ...me, email: 'someone@else.com', dateOfBirth: '1988-04-13' })).toBeNull();
  });

  it('the email alone, or name, birth date and postcode together: near (issue 41.3)', () => {
    const other = { email: 'JOSMITH+x@googlemail.com', mobilePhone: '07911123457', dateOfBirth: '1988-04-13' };
    expect(compareIdentity(me, other)).toBe('near');
    const at = { ...me, firstName: 'Jo', lastName: 'Smith', currentPostcode: 'SW1A 2AA' };
    const farmed = { email: 'new@example.com', mobilePhone: '07000000000', dateOfBirth: '1988-04-12' };
    expect(compareIdentity(at, { ...farmed, firstName: ' jo ', lastName: 'SMITH', currentPostcode: 'sw1a2aa' })).toBe(
      'near',
    );
    expect(
      compareIdentity(at, { ...farmed, firstName: 'Jo', lastName: 'Smyth', currentPostcode: 'SW1A 2AA' }),
    ).toBeNull();
    expect(
      compareIdentity(at, { ...farmed, firstName: 'Jo', lastName: 'Smith', currentPostcode: 'SW1A 2AB' }),
    ).toBeNull();
  });
});

describe('the SQL normalisation', () => {
  it('agrees with the code for generated emails and mobiles', async () => {
    const { db } = await testDatabase();
    const samples = fc.sample(fc.tuple(localPart, tag, domain, fc.stringMatching(/^7[0-9]{9}$/)), {
      numRuns: 40,
      seed: 26,
    });
    for (const [local, t, d, rest] of samples) {
      const email = `${local.toUpperCase()}+${t}@${d}`;
      const mobile = `+44 ${rest}`;
      const result = await db.execute(
        sql`select ${normalisedEmailSql(sql`${email}`)} as email, ${normalisedMobileSql(sql`${mobile}`)} as mobile`,
      );
      const [row] = (result as unknown as { rows: { email: string; mobile: string }[] }).rows;
      expect(row).toEqual({ email: normaliseEmail(email), mobile: normaliseMobile(mobile) });
    }
  });

  it('agrees with the code for names and postcodes in any case and spacing', async () => {
    const { db } = await testDatabase();
    for (const [name, postcode] of [
      ['  Mary   Ann\tO’Neil ', 'sw1a  2aa'],
      ['JO SMITH', ' SW1A2AA '],
      ['jo\nsmith', 'Sw1A 2aA'],
    ] as const) {
      const result = await db.execute(
        sql`select ${normalisedNameSql(sql`${name}`)} as name, ${normalisedPostcodeSql(sql`${postcode}`)} as postcode`,
      );
      const [row] = (result as unknown as { rows: { name: string; postcode: string }[] }).rows;
      expect(row).toEqual({ name: normaliseName(name), postcode: normalisePostcode(postcode) });
    }
  });
});
