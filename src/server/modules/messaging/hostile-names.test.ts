import { describe, expect, it } from 'vitest';
import { confirmationEmail } from '#server/modules/applicant-record/confirmation-email.ts';
import { recordPage } from '#server/modules/applicant-record/applicant-record.page.ts';
import type { AttemptRow, RecordRow } from '#server/modules/applicant-record/applicant-record.repository.ts';
import { abandonedEmail } from '#server/modules/remarketing/remarketing.messages.ts';
import { simplePage } from '#server/modules/remarketing/remarketing.pages.ts';

// The applicant's name (and a lender's) reach HTML rendered by React: the renderer escapes them.
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const links = {
  resume: 'https://example.test/r/abc?x=1&y="2"',
  unsubscribe: 'https://example.test/unsubscribe/abc',
  openPixel: 'https://example.test/api/remarketing/open/abc.gif',
  validDays: 30,
};

const expectEscaped = (html: string) => {
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;script&gt;');
};

describe('HTML rendered with a hostile name', () => {
  it('escapes it in the reminder email, and the links in their attributes', () => {
    const { html } = abandonedEmail('ann@example.com', HOSTILE, links);
    expectEscaped(html);
    expect(html).toContain('href="https://example.test/r/abc?x=1&amp;y=&quot;2&quot;"');
    expect(html).not.toContain('rel="preload"');
  });

  it('escapes it in the confirmation email', () => {
    expectEscaped(confirmationEmail('ann@example.com', HOSTILE, 'https://example.test/record/abc?sig=1').html);
  });

  it('escapes it on the applicant record page, as the name and as a lender name', () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000000',
      sessionId: 'abc',
      status: 'sold',
      firstName: HOSTILE,
      email: 'a@example.com',
      loanAmount: 500,
      loanTerm: 6,
      consentedAt: new Date('2026-01-01T00:00:00Z'),
      erasedAt: null,
      erasureRequestedAt: null,
    } as RecordRow;
    const attempt = {
      lenderName: HOSTILE,
      panel: 'primary',
      decision: 'sold',
      price: 25,
      errorReason: null,
      attemptedAt: new Date('2026-01-01T00:01:00Z'),
    } as AttemptRow;
    const hostileUrl = '/record/abc/erase?sig="1"&x=<y>';
    const html = recordPage(row, [attempt], { copy: hostileUrl, erase: hostileUrl });
    expectEscaped(html);
    expect(html).toContain('action="/record/abc/erase?sig=&quot;1&quot;&amp;x=&lt;y&gt;"');
    expect(html).toContain('href="/record/abc/erase?sig=&quot;1&quot;&amp;x=&lt;y&gt;"');
    expect(html.startsWith('<!doctype html><html lang="en-GB">')).toBe(true);
  });

  it('escapes it on the small link pages', () => {
    expectEscaped(simplePage(HOSTILE, [HOSTILE]));
  });
});
