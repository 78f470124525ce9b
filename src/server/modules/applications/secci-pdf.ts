import PDFDocument from 'pdfkit';
import { company, gbp, representativeExampleText } from '#shared/company.ts';
import { paymentAtRepresentativeApr, totalAtRepresentativeApr } from '#shared/loan-maths.ts';

// The pre-contract credit information (SECCI layout of the Consumer Credit (Disclosure of
// Information) Regulations 2010) for the loan the applicant is considering. The broker is not the
// lender: this is an illustration, and the lender gives its own binding SECCI before any agreement.

export type SecciInput = { amount: number; term: number; personalised: boolean; preparedOn: Date };

type Row = [label: string, value: string];
type Section = { title: string; rows: Row[] };

const MARGIN = 50;
const LABEL_WIDTH = 170;

export function secciSections(input: SecciInput): Section[] {
  // At the representative APR, amortised (issue 42 item 3): the APR stated beside them must be
  // what they cost, which the step 1 rule of thumb (amount × 1.28 ÷ term) is not.
  const payment = paymentAtRepresentativeApr(input.amount, input.term);
  const total = totalAtRepresentativeApr(input.amount, input.term);
  const { rateRange, representativeApr: apr } = company;
  return [
    {
      title: '1. Identity and contact details of the credit broker and the lender',
      rows: [
        ['Credit broker', `${company.companyName}, a trading name of ${company.legalEntity}`],
        ['Address', company.registeredAddress],
        ['Telephone / email', `${company.phone} / ${company.email}`],
        [
          'Registration',
          `Company number ${company.companyNumber}. Authorised and regulated by the Financial Conduct Authority, ` +
            `firm reference number ${company.fcaFrn}.`,
        ],
        [
          'Lender',
          'The lender on our panel that accepts your application. Its name, address and contact details are given ' +
            'in its own pre-contract credit information.',
        ],
      ],
    },
    {
      title: '2. Description of the main features of the credit product',
      rows: [
        ['Type of credit', 'Fixed-sum, unsecured short-term personal loan'],
        ['Total amount of credit', `${gbp(input.amount)} (the amount you asked to borrow)`],
        [
          'How and when you would get the credit',
          'Paid by the lender into your UK bank account, usually within 24 hours of approval depending on the lender.',
        ],
        ['Duration of the credit agreement', `${input.term} months`],
        ['Repayments', `${input.term} monthly payments of ${gbp(payment)} at the representative ${apr}% APR`],
        [
          'Total amount you will have to pay',
          `${gbp(total)} at the representative ${apr}% APR (amount borrowed plus interest)`,
        ],
      ],
    },
    {
      title: '3. Costs of the credit',
      rows: [
        ['Borrowing rate', 'Fixed for the whole agreement; set by the lender.'],
        [
          'Annual Percentage Rate of Charge (APR)',
          `Representative ${apr}% APR. Lenders on our panel offer rates from ${rateRange.minApr}% APR ` +
            `to a maximum of ${rateRange.maxApr}% APR, depending on the lender and your circumstances.`,
        ],
        ['Representative example', representativeExampleText()],
        [
          'How these figures are worked out',
          `Equal monthly payments that repay the amount over the term at the representative ${apr}% APR, ` +
            "to the penny. The lender's figures depend on its rate and its assessment of you.",
        ],
        ['Fees', `${company.companyName} charges you no fee. We are paid a commission by the lender.`],
        [
          'Costs in the case of late payments',
          `${company.riskWarning} For high-cost short-term credit, interest and fees are capped at 0.8% a day, ` +
            'default fees at £15, and the total cost at 100% of the amount borrowed.',
        ],
      ],
    },
    {
      title: '4. Other important legal aspects',
      rows: [
        [
          'Right of withdrawal',
          'You have the right to withdraw from the credit agreement within 14 calendar days of it starting, ' +
            'without giving a reason.',
        ],
        ['Early repayment', 'You have the right to repay the credit early at any time, in full or in part.'],
        [
          'Consultation of a database',
          'The lender will search a credit reference agency. If your application is declined on the basis of that ' +
            "search, the lender must tell you and give you the agency's details.",
        ],
        [
          'Right to a draft credit agreement',
          'You have the right, on request, to a copy of the draft credit agreement free of charge, ' +
            'unless the lender is unwilling to proceed.',
        ],
        [
          'Period the lender is bound',
          "Set out in the lender's own pre-contract credit information. " +
            'The figures here are an illustration on the date shown above.',
        ],
        [
          'Complaints',
          `Contact us first at ${company.complaintsEmail} or on ${company.phone}. ` +
            'If you are not satisfied with our final response you can refer your complaint, free of charge, ' +
            'to the Financial Ombudsman Service.',
        ],
      ],
    },
  ];
}

/**
 * The whole PDF as a Buffer. Streams uncompressed so the figures can be checked in tests. The same
 * loan on the same (UTC) day gives the same bytes: the document's creation date is that day's start,
 * not the moment, so the SHA-256 a consent certificate records (decision 138) matches the copy the
 * applicant downloaded.
 */
export function renderSecciPdf(input: SecciInput): Promise<Buffer> {
  const day = new Date(`${input.preparedOn.toISOString().slice(0, 10)}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: 'Pre-contract credit information (SECCI)', Author: company.companyName, CreationDate: day },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(16).text('Pre-contract credit information', { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Standard European Consumer Credit Information (SECCI)', { width })
    .moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `This is an illustration from ${company.companyName}, a credit broker, not a lender, ` +
        'and not an offer of credit. The lender that accepts your application will give you ' +
        'its own pre-contract credit information, which is binding, before you enter into any credit agreement. ' +
        'Read it carefully.',
      { width },
    )
    .moveDown(0.4);
  const basis = input.personalised
    ? `Prepared on ${input.preparedOn.toISOString().slice(0, 10)} for a loan of ${gbp(input.amount)} ` +
      `over ${input.term} months.`
    : `Prepared on ${input.preparedOn.toISOString().slice(0, 10)} with representative figures ` +
      `(${gbp(input.amount)} over ${input.term} months): start an application to see your own.`;
  doc.font('Helvetica').text(basis, { width }).moveDown(0.8);

  for (const section of secciSections(input)) {
    ensureSpace(doc, 60);
    doc.font('Helvetica-Bold').fontSize(12).text(section.title, MARGIN, doc.y, { width }).moveDown(0.4);
    for (const [label, value] of section.rows) writeRow(doc, label, value, width);
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}

function writeRow(doc: PDFKit.PDFDocument, label: string, value: string, width: number): void {
  doc.fontSize(9.5);
  const valueWidth = width - LABEL_WIDTH - 10;
  const height = Math.max(
    doc.font('Helvetica-Bold').heightOfString(label, { width: LABEL_WIDTH }),
    doc.font('Helvetica').heightOfString(value, { width: valueWidth }),
  );
  ensureSpace(doc, height + 6);
  const top = doc.y;
  doc.font('Helvetica-Bold').text(label, MARGIN, top, { width: LABEL_WIDTH });
  doc.font('Helvetica').text(value, MARGIN + LABEL_WIDTH + 10, top, { width: valueWidth });
  doc.x = MARGIN;
  doc.y = top + height + 6;
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}
