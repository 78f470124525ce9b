import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { company, representativeExampleText } from '#shared/company.ts';
import { registeredFirmText } from '#shared/disclosures.ts';
import { DEMO_DATA_NOTICE, sampleDataInUse } from '#shared/sample-data.ts';

// The server's own few self-contained pages (the busy page under load, the sandbox lender's
// offer): React elements rendered with renderToStaticMarkup, so every text and attribute is
// escaped by the renderer. Compiled for Node by `npm run build` (a .tsx: decision 150); import it
// as `#server/lib/html-page.tsx`. Every other page is a React Router route.

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

/** The <head> of a small server-rendered page: never indexed, its own style sheet (constant CSS, never data). */
export function PageHead({ title, css, children }: { title: string; css: string; children?: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      {children}
      <title>{title}</title>
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </head>
  );
}

/** The regulatory footer every applicant-facing page carries (broker disclosure, FRN, company details). */
function ComplianceFooter() {
  return (
    <footer>
      <p>{company.brokerDisclosure}</p>
      <p>{registeredFirmText()}</p>
      <p>{representativeExampleText()}</p>
      <p>{company.riskWarning}</p>
      <p>
        <a href="/privacy">Privacy policy</a> · <a href="/complaints">Complaints</a> · <a href="/contact">Contact us</a>
      </p>
    </footer>
  );
}

/** A small self-contained page (no script, no cookie, no other file): it works whatever else is refused. */
export function HtmlPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <html lang="en-GB">
      <PageHead title={`${title} | ${company.companyName}`} css={STYLE}>
        <meta name="referrer" content="no-referrer" />
        <link rel="icon" href="/favicon.ico" />
      </PageHead>
      <body>
        {/* While the site runs on the sample firm, every page says so (decision 122). */}
        {sampleDataInUse() ? (
          <aside className="demo" aria-label="Demo data">
            {DEMO_DATA_NOTICE}
          </aside>
        ) : null}
        <header>
          <a href="/">{company.companyName}</a>
        </header>
        <main>{children}</main>
        <ComplianceFooter />
      </body>
    </html>
  );
}

/** The page refused requests get under load (load-shedding.ts): what happened, and that answers are kept. */
export function busyPage(message: string): string {
  return renderDocument(
    <HtmlPage title="Busy">
      <h1>We are busy right now</h1>
      <p>{message}.</p>
      <p>If you were part-way through an application, your answers are saved.</p>
      <p>
        <a className="button" href="">
          Try again
        </a>
      </p>
    </HtmlPage>,
  );
}
