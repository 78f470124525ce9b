import PDFDocument from 'pdfkit';
import { company } from '#shared/company.ts';
import { londonDayOf } from '#shared/london-day.ts';
import { londonDayText, londonTime } from '#shared/london-time.ts';
import type { Statement } from '#server/modules/lenders/ledger/statement.ts';

const MARGIN = 50;
/** Pence as pounds for print (integer arithmetic: no floating point on the way). */
export const poundsOf = (pence: number): string => {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100).toLocaleString('en-GB')}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A lender's monthly statement as a PDF: the same lines and totals as the JSON statement (it is
 * rendered from it), so it adds up to the ledger to the penny.
 */
export function renderStatementPdf(statement: Statement, lenderName: string, preparedOn: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: `Statement ${statement.month} ${statement.lender}`, Author: company.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(16).text(`Statement ${statement.month}`, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${lenderName} (${statement.lender}), from ${company.companyName}`, { width })
    .text(
      `Leads sold in ${statement.month} (a calendar month in UTC, as the ledger counts it); times are ` +
        `UK time; prepared on ${londonDayText(londonDayOf(preparedOn))}.`,
      { width },
    )
    .moveDown(0.8);

  // Wide enough for "14 Jun 2031, 11:00 BST" and for the header "Credit" on one line (it wrapped
  // to "Credi / t" in a 21-point last column: issue 42 item 12).
  const cols = [MARGIN, MARGIN + 190, MARGIN + 300, MARGIN + 360, MARGIN + 425];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, i) => doc.text(cell, cols[i], y, { width: (cols[i + 1] ?? MARGIN + width) - cols[i]! - 4 }));
    doc.x = MARGIN;
    doc.moveDown(0.3);
  };
  row(['Reference', 'Sold', 'Price', 'Return', 'Credit'], true);
  for (const line of statement.lines) {
    row([
      line.reference,
      londonTime(line.soldAt),
      poundsOf(line.price),
      line.returnStatus?.replaceAll('_', ' ') ?? '',
      poundsOf(line.credit),
    ]);
  }
  doc.moveDown(0.8);
  const { leads, gross, credits, net } = statement.totals;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Leads: ${leads}`, MARGIN, doc.y, { width })
    .text(`Gross: ${poundsOf(gross)}`, { width })
    .text(`Credits: ${poundsOf(credits)}`, { width })
    .text(`Net: ${poundsOf(net)}`, { width });
  doc.end();
  return done;
}
