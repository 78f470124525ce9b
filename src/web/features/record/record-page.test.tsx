import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RecordView } from '#server/services.ts';
import { RecordPage } from './record-page.tsx';

// The applicant's name (and a lender's) reach HTML rendered by React: the renderer escapes them.
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const expectEscaped = (html: string) => {
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;script&gt;');
};

const hostileUrl = '/record/abc/erase?sig="1"&x=<y>';
const view = (overrides: Partial<RecordView> = {}): RecordView => ({
  firstName: HOSTILE,
  loanAmount: 500,
  loanTerm: 6,
  consentedAt: new Date('2026-01-01T00:00:00Z'),
  status: 'sold',
  qualityCheck: null,
  duplicate: false,
  erasedAt: null,
  hasEmail: true,
  attempts: [
    {
      lenderName: HOSTILE,
      panel: 'primary',
      decision: 'sold',
      price: 25,
      errorReason: null,
      attemptedAt: new Date('2026-01-01T00:01:00Z'),
    },
  ],
  review: { eligible: false, reference: null, decided: false },
  links: { record: '/record/abc?sig=1', copy: hostileUrl, verify: hostileUrl, erase: hostileUrl, review: hostileUrl },
  ...overrides,
});

describe('the record page', () => {
  it('escapes a hostile name, as the name and as a lender name, and the links in their attributes', () => {
    const html = renderToStaticMarkup(<RecordPage view={view()} reviewRefused={false} />);
    expectEscaped(html);
    expect(html).toContain('action="/record/abc/erase?sig=&quot;1&quot;&amp;x=&lt;y&gt;"');
    expect(html).toContain('href="/record/abc/erase?sig=&quot;1&quot;&amp;x=&lt;y&gt;"');
  });
});
