import { company } from '#shared/company.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A small self-contained page for link outcomes (unsubscribe confirmation, dead links). */
export function simplePage(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(company.companyName)}</title><link rel="icon" href="/favicon.ico">
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1e293b;background:#f1f5f9}
header{background:#14307f;color:#fff;padding:16px 24px;font-weight:700;font-size:20px}main{max-width:560px;margin:32px auto;background:#fff;border-radius:12px;padding:24px 28px}
h1{color:#0f2354;font-size:24px}a{color:#1a3fae}footer{max-width:560px;margin:0 auto 32px;font-size:12px;color:#475569;padding:0 8px}</style></head>
<body><header>${escapeHtml(company.companyName)}</header><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Go to the home page</a></p></main>
<footer>${escapeHtml(company.companyName)} is a credit broker, not a lender. Authorised and regulated by the Financial Conduct Authority, FRN ${company.fcaFrn}.</footer></body></html>`;
}
