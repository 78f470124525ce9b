import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { company, gbp } from '#shared/company.ts';
import { paymentAtRepresentativeApr, totalAtRepresentativeApr } from '#shared/loan-maths.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { visitor } from '#tests/support/applications.ts';

const { app } = await createTestApp({ siteRoot: null });

/** The text a PDF shows: pdfkit writes standard-font text as hex strings in TJ arrays. */
function pdfText(pdf: Buffer): string {
  let raw = pdf.toString('latin1');
  // Compressed streams (if any) are inflated so the test does not depend on the setting.
  raw += [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');
  return [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('GET /api/secci-download', () => {
  it('is a PDF attachment personalised with the draft amount and term', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step1', { loanAmount: 1750, loanTerm: 18, loanPurpose: 1 });
    const response = await app.inject({ method: 'GET', url: '/api/secci-download', headers: { cookie: v.cookie() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="secci.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(gbp(1750));
    expect(text).toContain('18 months');
    // At the representative APR, amortised (issue 42 item 3): £156.09, not the step 1 estimate's £124.
    expect(paymentAtRepresentativeApr(1750, 18)).toBe(156.09);
    expect(text).toContain(`18 monthly payments of £156.09 at the representative ${company.representativeApr}% APR`);
    expect(text).toContain(`${gbp(totalAtRepresentativeApr(1750, 18))} at the representative`);
    expect(text).not.toContain('1.28');
    expect(text).toContain(`Representative ${company.representativeApr}% APR`);
    expect(text).toContain(company.fcaFrn);
    expect(text).toContain('its own pre-contract credit information, which is binding');
  });

  it('uses the representative figures without a draft', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/secci-download' });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(
      `${gbp(company.representativeExample.amount)} over ${company.representativeExample.term} months`,
    );
    expect(text).toContain('representative figures');
  });
});
