import PDFDocument from 'pdfkit';
import { company } from '#shared/company.ts';
import { londonDayOf } from '#shared/london-day.ts';
import { londonDayText } from '#shared/london-time.ts';
import type { PackPage } from './pack-pages.ts';

const MARGIN = 50;

/** The board pack as a PDF (the lender statement's pattern): one page per PackPage, its lines as written. */
export function renderPackPdf(pages: PackPage[], month: string, preparedOn: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    autoFirstPage: false,
    info: { Title: `Consumer Duty board pack ${month}`, Author: company.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of pages) {
    doc.addPage();
    const width = doc.page.width - MARGIN * 2;
    doc.font('Helvetica-Bold').fontSize(16).text(page.title, { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${company.companyName}, prepared on ${londonDayText(londonDayOf(preparedOn))}`, { width })
      .moveDown(0.5)
      .fontSize(10)
      .text(page.intro, { width })
      .moveDown(0.8);
    for (const line of page.lines) {
      if (line.startsWith('# ')) {
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(line.slice(2), { width });
      } else {
        doc.font('Helvetica').fontSize(9).text(line, { width });
      }
    }
  }
  doc.end();
  return done;
}
