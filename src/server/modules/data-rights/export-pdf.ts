import PDFDocument from 'pdfkit';
import { company } from '#shared/company.ts';
import type { DataExport } from './export-data.ts';

const MARGIN = 50;
const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const shown = (value: unknown) =>
  value === null || value === undefined
    ? 'not given'
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : String(value);

/**
 * The copy of an applicant's data as a readable PDF: rendered from the same object as the JSON
 * download, so the two always say the same (bank account number masked in both).
 */
export function renderExportPdf(data: NonNullable<DataExport>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Your data held by ${company.companyName}`, Author: company.legalEntity },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const heading = (text: string) => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(text, { width });
  const line = (label: string, value: unknown) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: `, { width, continued: true })
      .font('Helvetica')
      .text(shown(value));
  const para = (text: string) => doc.font('Helvetica').fontSize(10).text(text, { width });

  doc.font('Helvetica-Bold').fontSize(17).text('Your data held by us', { width });
  para(
    `${company.companyName} (${company.legalEntity}, FRN ${company.fcaFrn}). Prepared on ${data.preparedAt}. ` +
      'Your bank account number and sort code are shown masked.',
  );
  heading('Your application');
  for (const [key, value] of Object.entries(data.application)) line(words(key), value);
  for (const step of data.steps) {
    heading(`Step ${step.step}: ${step.title}`);
    const entries = Object.entries(step.answers);
    if (!entries.length) para('No answers held.');
    for (const [key, value] of entries) line(words(key), value);
  }
  heading('Your consents');
  for (const [key, value] of Object.entries(data.consents)) line(words(key), value);
  heading('Messages we sent you');
  if (!data.messages.length) para('None held.');
  for (const m of data.messages) para(`${m.sentAt} · ${m.channel} · ${m.subject ?? '(text message)'}`);
  heading('Lenders: what each received and when');
  if (!data.lenders.length) para('No lender was asked.');
  for (const l of data.lenders) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${l.lender} (${l.askedAt})`, { width });
    para(`Received: ${l.received}. ${l.outcome}: ${l.detail}`);
  }
  heading('Your requests about your data');
  for (const r of data.dataRequests) para(`${r.reference} · ${r.kind} · asked ${r.requestedAt} · due ${r.dueOn}`);
  doc.end();
  return done;
}
