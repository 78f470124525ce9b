import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { createSessionApplication, uniqueMobile } from '#tests/support/applications-db.ts';
import { uniqueEmail } from '#tests/support/unique.ts';
import { adminSession } from '#tests/support/admins.ts';
import { completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The application flow against the configured (sandbox) lender panel, not a double: the
// contract's README rules decide the outcome.
const { app, db } = await createTestApp({ siteRoot: null });

describe('application flow with the sandbox lender panel', () => {
  it('an affordable application with income over £1,000 is sold once, with a lender redirect', async () => {
    const v = visitor(app);
    await completeSteps(v);
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    const first = await v.call('POST', '/api/application/submit');
    expect(first.statusCode, first.body).toBe(200);
    const outcome = first.json() as { status: string; redirectUrl?: string };
    expect(outcome.status).toBe('sold');
    expect(outcome.redirectUrl).toBeTruthy();
    expect((await v.call('POST', '/api/application/submit')).json()).toEqual(outcome);
    expect((await v.call('GET', '/api/application')).json()).toMatchObject({ status: 'sold', apiStatus: 'sold' });
  });

  it('an unemployed applicant who can afford the loan is rejected', async () => {
    const v = visitor(app);
    const steps = validSteps();
    // With income 0 the expenses would exceed it: the gate would refer it before any lender (ADR 021).
    await completeSteps(v, { ...steps, 4: { ...steps[4], employmentType: 7, monthlyIncome: 2350 } });
    await v.call('POST', '/api/application/submit', CONSENT);
    expect((await v.call('POST', '/api/application/submit')).json()).toEqual({ status: 'reject' });
  });
});

describe('duplicate applicants (contract: never receives anything of the earlier application)', () => {
  it('a second session with the same email, mobile and birth date has its own outcome, none of the first', async () => {
    const a = visitor(app);
    const stepsA = validSteps();
    await completeSteps(a, stepsA);
    await a.call('POST', '/api/application/submit', CONSENT);
    const sold = (await a.call('POST', '/api/application/submit')).json() as { status: string; redirectUrl: string };
    expect(sold.status).toBe('sold');
    const rowA = (
      await db.db
        .select()
        .from(loanApplications)
        .where(eq(loanApplications.email, stepsA[2].email as string))
    )[0]!;
    expect(rowA.leadId).toBeTruthy();

    const b = visitor(app);
    const stepsB = validSteps();
    // The attacker knows the victim's identifiers, with the email in other letter case.
    await completeSteps(b, {
      ...stepsB,
      1: { ...stepsB[1], loanAmount: 800 },
      2: { ...stepsB[2], email: (stepsA[2].email as string).toUpperCase(), mobilePhone: stepsA[2].mobilePhone },
    });
    await b.call('POST', '/api/application/submit', CONSENT);
    const answer = await b.call('POST', '/api/application/submit');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'reject' });
    await b.call('POST', '/api/application/submit');
    const view = await b.call('GET', '/api/application');
    const seen = b.bodies.join('\n');
    for (const secret of [
      sold.redirectUrl,
      new URL(sold.redirectUrl).pathname,
      rowA.leadId!,
      rowA.id,
      'northway',
      'Northway',
    ])
      expect(seen).not.toContain(secret);
    expect(view.json()).not.toHaveProperty('redirectUrl');
    expect(view.json()).toMatchObject({ status: 'rejected' });
    // Why, so the screens tell the truth (issue 42 item 2): no lender was asked; the first session has no reason.
    expect(view.json()).toMatchObject({ rejectReason: 'duplicate', duplicateWindowDays: 30 });
    expect((await a.call('GET', '/api/application')).json()).not.toHaveProperty('rejectReason');
    const offers = await b.call('GET', '/api/application/offers');
    expect(offers.json()).toEqual([]);

    // The admin sees why B was not offered to anyone.
    const rowB = (
      await db.db
        .select()
        .from(loanApplications)
        .where(eq(loanApplications.sessionId, (view.json() as { sessionId: string }).sessionId))
    )[0]!;
    expect(rowB).toMatchObject({ apiStatus: 'reject', leadId: null, redirectUrl: null, price: null });
    const admin = await adminSession(app, db.db);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/applications/${rowB.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.parse((detail.json() as { application: { apiErrors: string } }).application.apiErrors)).toEqual({
      duplicateOf: rowA.id,
      reason: 'duplicate: the same email, mobile and date of birth applied within 30 days',
      windowDays: 30,
    });
  });
});

describe('the same person after a small change (issue 26 item 4, ADR 051)', () => {
  const attemptsOf = (id: string) => db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, id));
  async function firstSold() {
    const hex = randomBytes(5).toString('hex');
    const person = { email: `jo.smith.${hex}@gmail.com`, mobilePhone: uniqueMobile(), dateOfBirth: '1979-02-03' };
    const { cookie, application } = await createSessionApplication(db.db, person);
    const sold = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    expect(sold.json()).toMatchObject({ status: 'sold' });
    return { person, hex, id: application.id };
  }
  const submitAs = async (identity: Parameters<typeof createSessionApplication>[1]) => {
    const { cookie, application } = await createSessionApplication(db.db, identity);
    const answer = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    return { answer: answer.json() as { status: string; reason?: string }, id: application.id };
  };

  it('a plus tag or Gmail dots make no new person: the duplicate rule applies, no lead', async () => {
    const { person, hex } = await firstSold();
    for (const email of [`Jo.Smith.${hex}+loans@gmail.com`, `josmith${hex}@googlemail.com`]) {
      const again = await submitAs({ ...person, email, mobilePhone: `+44 ${person.mobilePhone.slice(1)}` });
      expect(again.answer, email).toEqual({ status: 'reject' });
      expect(await attemptsOf(again.id)).toEqual([]);
    }
  });

  it('a mobile one digit different or a birth date a day later: referred for review, no lead', async () => {
    const { person, id: firstId } = await firstSold();
    const lastDigit = Number(person.mobilePhone.at(-1));
    const variants = [
      { ...person, mobilePhone: `${person.mobilePhone.slice(0, -1)}${(lastDigit + 1) % 10}` },
      { ...person, dateOfBirth: '1979-02-04' },
    ];
    const admin = await adminSession(app, db.db);
    for (const identity of variants) {
      const again = await submitAs(identity);
      expect(again.answer).toEqual({ status: 'referred', reason: 'possible-duplicate' });
      expect(await attemptsOf(again.id)).toEqual([]);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/admin/applications/${again.id}`,
        headers: { cookie: admin.cookie },
      });
      const shown = (detail.json() as { application: { status: string; gateReason: string; apiErrors: string } })
        .application;
      expect(shown).toMatchObject({ status: 'referred', gateReason: 'possible-duplicate' });
      expect(JSON.parse(shown.apiErrors)).toMatchObject({ duplicateOf: firstId });
    }
  });

  it('the same email, the mobile one digit off, the birth date a day later: referred, no lead (41.3)', async () => {
    const { person, hex, id: firstId } = await firstSold();
    const lastDigit = Number(person.mobilePhone.at(-1));
    const again = await submitAs({
      email: `JoSmith${hex}+again@gmail.com`,
      mobilePhone: `${person.mobilePhone.slice(0, -1)}${(lastDigit + 1) % 10}`,
      dateOfBirth: '1979-02-04',
    });
    expect(again.answer).toEqual({ status: 'referred', reason: 'possible-duplicate' });
    expect(await attemptsOf(again.id)).toEqual([]);
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, again.id));
    expect(row!.apiErrors).toMatchObject({ duplicateOf: firstId });
  });

  it('a new email and mobile with the same name, birth date and postcode: referred, no lead (issue 41.3)', async () => {
    const { id: firstId } = await firstSold();
    const [first] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, firstId));
    const farmed = await submitAs({
      email: uniqueEmail('farmed'),
      mobilePhone: uniqueMobile(),
      dateOfBirth: first!.dateOfBirth,
      firstName: ` ${first!.firstName!.toUpperCase()} `,
      lastName: first!.lastName!.toLowerCase(),
      currentPostcode: 'sw1a 1aa',
    });
    expect(farmed.answer).toEqual({ status: 'referred', reason: 'possible-duplicate' });
    expect(await attemptsOf(farmed.id)).toEqual([]);
    // Another person at the same address with the same birthday is not held back.
    const neighbour = await submitAs({
      email: uniqueEmail('neighbour'),
      mobilePhone: uniqueMobile(),
      dateOfBirth: first!.dateOfBirth,
      firstName: first!.firstName,
      currentPostcode: first!.currentPostcode,
    });
    expect(neighbour.answer).toMatchObject({ status: 'sold' });
  });
});
