import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { company, representativeExampleText } from '#shared/company.ts';
import { DEMO_DATA_NOTICE, sampleDataInUse } from '#shared/sample-data.ts';

// Server-rendered HTML (applicant pages, emails) is React elements rendered with
// renderToStaticMarkup, so every text and attribute is escaped by the renderer. Written with
// createElement rather than JSX: the server runs its .ts files on Node without a build step, and
// Node's type stripping does not take .tsx.

/** Escapes text for hand-built markup (the A/B slot rewriting of the static pages still uses it). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A paragraph of plain text, each newline in it a <br> (the text stays text: the renderer escapes it). */
export const textParagraph = (text: string) =>
  h('p', null, ...text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br'), line])));

/** A document: the doctype (React does not render one) and the rendered element. */
export const renderDocument = (element: ReactNode): string => `<!doctype html>${renderToStaticMarkup(element)}`;

// One CSS rule per line where a line allows; the page's bytes are these lines joined with newlines.
const STYLE = [
  '*{box-sizing:border-box}' +
    "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1e293b;" +
    'background:#f1f5f9;line-height:1.5}',
  'header{background:#14307f;color:#fff;padding:16px 24px;font-weight:700;font-size:20px}' +
    'header a{color:#fff;text-decoration:none}',
  'main{max-width:720px;margin:24px auto;background:#fff;border-radius:12px;padding:20px 24px}',
  'h1{color:#0f2354;font-size:26px;line-height:1.25;margin-top:0}h2{color:#0f2354;font-size:20px;margin-top:28px}' +
    'a{color:#1a3fae}',
  'button,.button{display:inline-block;min-height:44px;border:0;border-radius:8px;background:#0b8462;color:#fff;' +
    'padding:10px 20px;font:inherit;font-weight:700;cursor:pointer;text-decoration:none}',
  'button.secondary{background:#fff;color:#14307f;border:2px solid #14307f}',
  ':focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
  'footer{max-width:720px;margin:0 auto 32px;font-size:13px;color:#475569;padding:0 16px}footer p{margin:6px 0}',
  '.demo{background:#fef3c7;color:#451a03;padding:8px 16px;text-align:center;font-size:14px;font-weight:600}',
  '@media (max-width:480px){main{margin:12px 8px;padding:16px}h1{font-size:22px}}',
].join('\n');

/** A style sheet of our own (constant CSS, never data) as a <style> element. */
export const styleSheet = (css: string) => h('style', { dangerouslySetInnerHTML: { __html: css } });

/** The <head> of a small server-rendered page: never indexed, its own style sheet, and any `extra` elements. */
export const pageHead = (title: string, css: string, ...extra: ReactNode[]) =>
  h(
    'head',
    null,
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'robots', content: 'noindex' }),
    ...extra,
    h('title', null, title),
    styleSheet(css),
  );

/** The regulatory footer every applicant-facing page carries (broker disclosure, FRN, company details). */
export function ComplianceFooter() {
  return h(
    'footer',
    null,
    h('p', null, company.brokerDisclosure),
    h(
      'p',
      null,
      `${company.companyName} is a trading name of ${company.legalEntity}, ` +
        `authorised and regulated by the Financial Conduct Authority, FRN ${company.fcaFrn}. ` +
        `Registered in England and Wales, company number ${company.companyNumber}. ` +
        `Registered office: ${company.registeredAddress}.`,
    ),
    h('p', null, representativeExampleText()),
    h('p', null, company.riskWarning),
    h(
      'p',
      null,
      h('a', { href: '/privacy' }, 'Privacy policy'),
      ' · ',
      h('a', { href: '/complaints' }, 'Complaints'),
      ' · ',
      h('a', { href: '/contact' }, 'Contact us'),
    ),
  );
}

/**
 * A small self-contained server-rendered page (no script: it works in any mail client's browser
 * and needs no cookie).
 */
export function HtmlPage({ title, children }: { title: string; children?: ReactNode }) {
  return h(
    'html',
    { lang: 'en-GB' },
    pageHead(
      `${title} | ${company.companyName}`,
      STYLE,
      h('meta', { name: 'referrer', content: 'no-referrer' }),
      h('link', { rel: 'icon', href: '/favicon.ico' }),
    ),
    h(
      'body',
      null,
      // While the site runs on the sample firm, every page says so (decision 122).
      sampleDataInUse() ? h('aside', { className: 'demo', 'aria-label': 'Demo data' }, DEMO_DATA_NOTICE) : null,
      h('header', null, h('a', { href: '/' }, company.companyName)),
      h('main', null, children),
      h(ComplianceFooter),
    ),
  );
}

/** The page as HTML text. */
export const htmlPage = (title: string, ...body: ReactNode[]): string =>
  renderDocument(h(HtmlPage, { title }, ...body));
