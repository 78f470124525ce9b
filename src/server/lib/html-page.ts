import { company, representativeExampleText } from '#shared/company.ts';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

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
  '@media (max-width:480px){main{margin:12px 8px;padding:16px}h1{font-size:22px}}',
].join('\n');

/** The regulatory footer every applicant-facing page carries (broker disclosure, FRN, company details). */
export function complianceFooter(): string {
  return (
    `<footer>
<p>${escapeHtml(company.brokerDisclosure)}</p>
<p>${escapeHtml(company.companyName)} is a trading name of ${escapeHtml(company.legalEntity)}, ` +
    `authorised and regulated by the Financial Conduct Authority, FRN ${company.fcaFrn}. ` +
    `Registered in England and Wales, company number ${escapeHtml(company.companyNumber)}. ` +
    `Registered office: ${escapeHtml(company.registeredAddress)}.</p>
<p>${escapeHtml(representativeExampleText())}</p>
<p>${escapeHtml(company.riskWarning)}</p>
<p><a href="/privacy">Privacy policy</a> · <a href="/complaints">Complaints</a> · <a href="/contact">Contact us</a></p>
</footer>`
  );
}

/**
 * A small self-contained server-rendered page (no script: it works in any mail client's browser
 * and needs no cookie). `bodyHtml` is trusted markup built by the caller with escapeHtml.
 */
export function htmlPage(title: string, bodyHtml: string): string {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)} | ${escapeHtml(company.companyName)}</title><link rel="icon" href="/favicon.ico">
<style>${STYLE}</style></head>
<body><header><a href="/">${escapeHtml(company.companyName)}</a></header><main>${bodyHtml}</main>
${complianceFooter()}</body></html>`
  );
}
