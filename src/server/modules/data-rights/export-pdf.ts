import PDFDocument from 'pdfkit';
import { company } from '#shared/company.ts';
import type { DataExport } from './export-data.ts';
import { readableExport } from './export-readable.ts';

const MARGIN = 50;

/**
 * The copy of an applicant's data as a readable PDF: from the same object as the JSON download,
 * written as the screens write it (export-readable.ts; bank account number masked in both).
 */
export function renderExportPdf(data: NonNullable<DataExport>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Uncompressed, as the SECCI: a few pages of text, and the tests can read what it says.
    compress: false,
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
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: `, { width, continued: true })
      .font('Helvetica')
      .text(value);
  const para = (text: string) => doc.font('Helvetica').fontSize(10).text(text, { width });

  const readable = readableExport(data);
  doc.font('Helvetica-Bold').fontSize(17).text('Your data held by us', { width });
  para(
    `${company.companyName} (${company.legalEntity}, FRN ${company.fcaFrn}). Prepared on ${readable.preparedAt}. ` +
      'Times are UK time. Your bank account number and sort code are shown masked.',
  );
  for (const section of readable.sections) {
    heading(section.title);
    if (!section.rows.length && section.empty) para(section.empty);
    for (const [label, value] of section.rows) line(label, value);
  }
  doc.end();
  return done;
}
