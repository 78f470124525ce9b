// The automated compliance check of tests/api/compliance.test.ts, extended to the application
// screens (the HTML the server sends and the footer React renders on every step) and to every
// email and SMS template (decision 022).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { confirmationEmail } from '#server/modules/applicant-record/confirmation-email.ts';
import { abandonedEmail, abandonedSms } from '#server/modules/remarketing/remarketing.messages.ts';
import { alertEmail } from '#server/modules/auth/totp-guessing.ts';
import {
  acknowledgementEmail,
  finalResponseEmail,
  summaryResolutionEmail,
} from '#server/modules/complaints/complaints.messages.ts';
import { reviewDecisionEmail } from '#server/modules/review-requests/review-requests.messages.ts';
import { accessCodeEmail } from '#server/modules/data-rights/data-rights.messages.ts';
import { company, gbp } from '#shared/company.ts';
import { ApplyFooter } from '#web/features/apply/apply-chrome.tsx';
import { STEP_PAGES } from '#shared/application/step-meta.ts';
import { CHECK_ANSWERS_PATH, PROCESSING_PATH, RESULT_PATH } from '#web/features/apply/steps-meta.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { visitorAt } from '#tests/support/applications.ts';

const ex = company.representativeExample;
const money = (value: number) => new RegExp(gbp(value).replace('.', '\\.'));
const disclosure: [string, RegExp][] = [
  ['broker disclosure', /credit broker, not a lender/i],
  ['FCA firm reference number', new RegExp(`FRN ${company.fcaFrn}`)],
];
/** Every email and SMS names the firm by its legal name too, not only the trading name (issue 29). */
const legalName: [string, RegExp] = ['firm legal name', new RegExp(company.legalEntity.replace('.', '\\.'))];
const example: [string, RegExp][] = [
  ['representative APR', new RegExp(`${company.representativeApr}% APR`)],
  ['representative example amount and term', new RegExp(`borrowing ${gbp(ex.amount, 0)} over ${ex.term} months`)],
  ['representative example monthly payment', money(ex.monthlyPayment)],
  ['representative example total repayable', money(ex.totalRepayable)],
  ['representative example interest', money(ex.interest)],
  ['risk warning', /Late repayment can cause you serious money problems/],
];
const full = [...disclosure, ...example];

/**
 * Markup or an entity escaped a second time (a string of HTML passed to React as text): checked on
 * the raw HTML, since decoding it for the wording checks would hide it (see message-html.test.ts).
 */
const ESCAPED_TWICE = /&lt;\/?(p|br|h1|h2|a|strong)\b|&amp;(amp|lt|gt|quot|#)/;
const decode = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('&nbsp;', ' ');
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
const expectAll = (text: string, checks: [string, RegExp][], where: string) => {
  for (const [name, pattern] of checks) expect(text, `${where}: ${name}`).toMatch(pattern);
};

const applyScreens = [...STEP_PAGES, CHECK_ANSWERS_PATH, PROCESSING_PATH, RESULT_PATH];
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});

describe('compliance text on the application screens', () => {
  it.each(applyScreens)(
    '%s: the HTML the server sends carries disclosure, FRN, representative example and risk warning',
    async (route) => {
      // An applicant with steps 1-6 done: every screen is drawn (none sent back by the step guard).
      const applicant = await visitorAt(app, 'consented');
      const response = await applicant.call('GET', route);
      expect(response.statusCode).toBe(200);
      expectAll(textOf(response.body), full, route);
      expect(response.body, `${route}: link to free debt advice`).toMatch(
        /<a [^>]*href="https:\/\/www\.moneyhelper\.org\.uk[^"]*"/,
      );
    },
  );

  it('the footer rendered under every step carries the whole representative example, not the APR alone', () => {
    expectAll(textOf(renderToStaticMarkup(createElement(ApplyFooter))), full, 'ApplyFooter');
  });
});

describe('compliance text in every email and SMS template', () => {
  const links = {
    resume: 'https://www.example.co.uk/r/t',
    unsubscribe: 'https://www.example.co.uk/u/t',
    openPixel: 'https://www.example.co.uk/o/t',
    validDays: 7,
  };
  const complaint = {
    reference: 'C-0000ABCD',
    name: 'Sam Smith',
    email: 'a@example.com',
    summaryDeadline: '2026-09-03',
    finalResponseDue: '2026-10-23',
  };
  const emails = {
    'abandoned-application reminder email': abandonedEmail('a@example.com', 'Sam', links),
    'application confirmation email': confirmationEmail('a@example.com', 'Sam', 'https://www.example.co.uk/record/x'),
    'complaint acknowledgement email': acknowledgementEmail(complaint),
    'complaint summary resolution email': summaryResolutionEmail({ ...complaint, upheld: true, response: 'Done.' }),
    'complaint final response email': finalResponseEmail({ ...complaint, upheld: false, response: 'Our reasons.' }),
    'automated decision review email': reviewDecisionEmail({
      to: 'a@example.com',
      firstName: 'Sam',
      reference: 'R-0000ABCD',
      decision: 'upheld',
      reason: 'Our reasons.',
      complaintsUrl: 'https://www.example.co.uk/complaints',
    }),
    'data access code email': accessCodeEmail('a@example.com', 'Sam', '123456', 'D-0000ABCD', 15),
  };

  it.each(Object.entries(emails))(
    '%s: text and HTML parts carry disclosure, FRN, representative example and risk warning',
    (name, mail) => {
      expectAll(mail.text, [legalName, ...full], `${name} (text)`);
      expect(mail.html, `${name} (raw html)`).not.toMatch(ESCAPED_TWICE);
      expectAll(textOf(mail.html), [legalName, ...full], `${name} (html)`);
    },
  );

  it.each(Object.entries({ ...emails, 'two-factor alert email': alertEmail('admin@example.com', true, 10) }))(
    '%s: every paragraph of the HTML part is in the text part (one source)',
    (_name, mail) => {
      const words = (text: string) =>
        text
          .replace(/ \[[^\]]*\]/g, '')
          .replace(/\s+/g, ' ')
          .trim();
      const text = words(mail.text);
      const paragraphs = [...mail.html.matchAll(/<p(?: [^>]*)?>(.*?)<\/p>/gs)].map(([, inner]) =>
        words(decode(inner!.replaceAll('<br/>', ' ').replace(/<[^>]+>/g, ''))),
      );
      expect(paragraphs.length).toBeGreaterThan(2);
      for (const paragraph of paragraphs) expect(text).toContain(paragraph);
    },
  );

  it('the back office’s own alert email names the firm by its legal name in both parts', () => {
    const mail = alertEmail('admin@example.com', true, 10);
    expectAll(mail.text, [legalName], 'admin alert (text)');
    expect(mail.html, 'admin alert (raw html)').not.toMatch(ESCAPED_TWICE);
    expect(mail.html, 'admin alert (raw html)').toMatch(/<p>10 wrong authentication codes/);
    expectAll(textOf(mail.html), [legalName], 'admin alert (html)');
  });

  it(
    'abandoned-application reminder SMS: broker disclosure and FRN, and no ' +
      'rate or cost that would require the example',
    () => {
      const { text } = abandonedSms('+447700900123', 'Sam', links);
      expectAll(text, [legalName, ...disclosure], 'SMS');
      expect(text).not.toMatch(/APR|%|£/);
    },
  );
});
