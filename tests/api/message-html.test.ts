// The HTML part of an email is a .tsx template rendered once (messaging/emails): its paragraphs are
// real <p> elements with <br/> for line breaks and the text escaped once, never markup built as a
// string and escaped again as text ("&lt;p&gt;", "&amp;amp;" in the reader's mail). The text part
// is read from that HTML (one source): each paragraph of the HTML is a paragraph of the text.
// Compared as raw HTML: decoding entities first (as compliance-messages.test.ts does for its
// wording checks) would hide a second escape.
import { describe, expect, it } from 'vitest';
import { company } from '#shared/company.ts';
import { alertEmail } from '#server/modules/auth/totp-guessing.ts';
import {
  acknowledgementEmail,
  finalResponseEmail,
  summaryResolutionEmail,
} from '#server/modules/complaints/complaints.messages.ts';
import { reviewDecisionEmail } from '#server/modules/review-requests/review-requests.messages.ts';

/** A text as React writes it: & < > " ' escaped once. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
/** A paragraph of the text part as the HTML part must carry it. */
const paragraph = (text: string) => `<p>${escaped(text).replaceAll('\n', '<br/>')}</p>`;
/** The paragraphs of the text part, and the plain ones (no link, no markup) as HTML paragraphs of their own. */
const plainParagraphs = (text: string) => text.split('\n\n').filter((p) => !/[[\]]/.test(p));
/** The text React escaped, as read (what html-to-text writes). */
const decode = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
/** Markup or an entity that was escaped a second time. */
const ESCAPED_TWICE = /&lt;\/?(p|br|h1|h2|a|strong)\b|&amp;(amp|lt|gt|quot|#)/;

/** What staff typed: two lines, an ampersand, an apostrophe and something that looks like a tag. */
const typed = "Line one of Tom & Jerry's reasons.\nLine two: <b>not bold</b>, 5 > 3.";
const complaint = {
  reference: 'C-0000ABCD',
  name: 'Sam Smith',
  email: 'a@example.com',
  summaryDeadline: '2026-09-03',
  finalResponseDue: '2026-10-23',
};
const review = {
  to: 'a@example.com',
  firstName: 'Sam',
  reference: 'R-0000ABCD',
  complaintsUrl: 'https://www.example.co.uk/complaints?from=review&x=1',
};

const emails = {
  'complaint acknowledgement': acknowledgementEmail(complaint),
  'complaint summary resolution': summaryResolutionEmail({ ...complaint, upheld: true, response: typed }),
  'complaint final response': finalResponseEmail({ ...complaint, upheld: false, response: typed }),
  'automated decision review (upheld)': reviewDecisionEmail({ ...review, decision: 'upheld', reason: typed }),
  'automated decision review (changed)': reviewDecisionEmail({ ...review, decision: 'changed', reason: typed }),
};

describe('the HTML part of the emails: real paragraphs, text escaped once', () => {
  it.each(Object.entries(emails))('%s: every paragraph of the text part is a <p> of the HTML part', (_name, mail) => {
    expect(mail.html).not.toMatch(ESCAPED_TWICE);
    // The text part: the firm's name (the header cell), the greeting, the paragraphs, the sign-off and
    // the disclosure, a blank line between; each but the header is a paragraph of the HTML part.
    const [firm, ...paragraphs] = plainParagraphs(mail.text);
    expect(firm).toBe(company.companyName);
    expect(paragraphs.length).toBeGreaterThan(3);
    for (const text of paragraphs) expect(mail.html).toContain(paragraph(text));
    // And back: every paragraph of the HTML part is in the text part (the two parts cannot disagree).
    for (const [, inner] of mail.html.matchAll(/<p>((?:(?!<\/?p[ >]).)*)<\/p>/g))
      expect(mail.text).toContain(decode(inner!.replaceAll('<br/>', '\n')));
  });

  it('a typed reason keeps its line break as <br/> and its characters as text', () => {
    for (const mail of Object.values(emails).slice(1)) {
      expect(mail.html).toContain(
        '<p>Line one of Tom &amp; Jerry&#x27;s reasons.<br/>Line two: &lt;b&gt;not bold&lt;/b&gt;, 5 &gt; 3.</p>',
      );
    }
  });

  it.each([true, false])('the two-factor guessing alert (locked: %s) is paragraphs of text', (locked) => {
    const mail = alertEmail('admin@example.com', locked, 10);
    expect(mail.html).not.toMatch(ESCAPED_TWICE);
    // The firm, the greeting, two paragraphs, the sign-off, the disclosure: the same in both parts.
    const paragraphs = plainParagraphs(mail.text);
    expect(paragraphs).toHaveLength(6);
    for (const text of paragraphs.slice(1)) expect(mail.html).toContain(paragraph(text));
    expect(paragraphs[4]).toMatch(/back office \(/);
    expect(mail.html).toMatch(/<p>10 wrong authentication codes were entered/);
  });
});
