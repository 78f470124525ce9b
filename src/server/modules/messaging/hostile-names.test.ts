import { describe, expect, it } from 'vitest';
import { confirmationEmail } from '#server/modules/applicant-record/confirmation-email.ts';
import { abandonedEmail } from '#server/modules/remarketing/remarketing.messages.ts';

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
});
