import { company } from '#shared/company.ts';
import { FINANCIAL_OMBUDSMAN as FOS, OMBUDSMAN_REFERRAL_MONTHS } from '#shared/complaints.ts';
import { greeting, LetterEmail, renderEmail } from '#server/modules/messaging/index.ts';
import type { EmailMessage } from '#server/modules/messaging/index.ts';

// The complaint emails (DISP 1.6): acknowledgement, summary resolution, final response. Each is a
// letter of paragraphs (messaging's LetterEmail, whose frame adds the firm and the disclosures).

/** A London calendar date (YYYY-MM-DD) as people read it: "21 January 2027". */
export const longDate = (isoDate: string): string =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

function message(to: string, name: string, subject: string, paragraphs: string[]): EmailMessage {
  const { hello } = greeting(firstNameOf(name));
  const signOff = `${company.companyName} complaints team (${company.legalEntity})`;
  return { to, subject, ...renderEmail(LetterEmail, { hello, paragraphs: [...paragraphs, signOff] }) };
}

const contactUs = `You can reach us at ${company.email} or on ${company.phone} (Monday to Friday, 9am to 5pm).`;

const ombudsmanRights = (): string[] => [
  `You have the right to refer your complaint to the ${FOS.name}, free of charge, but you must do so ` +
    `within ${OMBUDSMAN_REFERRAL_MONTHS} months of the date of this email. If you do not refer your ` +
    'complaint in time, the Ombudsman will not have our permission to consider it and so will only be ' +
    'able to do so in very limited circumstances, for example if it believes the delay was the result of ' +
    'exceptional circumstances.',
  `${FOS.name}: ${FOS.website}, ${FOS.phone}, ${FOS.email}, ${FOS.address}. ` +
    `Its explanatory leaflet: ${FOS.leaflet}`,
];

export type ComplaintSummary = {
  reference: string;
  name: string;
  email: string;
  summaryDeadline: string;
  finalResponseDue: string;
};

/** Sent when a complaint is received: the reference, the two clocks and the next steps. */
export const acknowledgementEmail = (c: ComplaintSummary): EmailMessage =>
  message(c.email, c.name, `We have received your complaint (reference ${c.reference})`, [
    `Thank you for telling us about your complaint. Your reference is ${c.reference}: please quote it ` +
      'whenever you contact us about it.',
    `If we can resolve it to your satisfaction by the end of ${longDate(c.summaryDeadline)} (three ` +
      'business days), we will write to tell you so.',
    'Otherwise a member of our team will investigate it and send you our final response in writing by ' +
      `${longDate(c.finalResponseDue)} (eight weeks after we received it). If we cannot answer by then, we ` +
      `will write to explain why and tell you of your right to go to the ${FOS.name}.`,
    contactUs,
  ]);

export type ClosingMessage = ComplaintSummary & { upheld: boolean; response: string };

/** DISP 1.5.4R: a complaint resolved by the third business day, with the Ombudsman's details. */
export const summaryResolutionEmail = (c: ClosingMessage): EmailMessage =>
  message(c.email, c.name, `Your complaint has been resolved (reference ${c.reference})`, [
    `We are writing about your complaint, reference ${c.reference}. We consider it resolved:`,
    c.response,
    'If you later become unhappy with how we resolved it, you can tell us, and you can also refer it to ' +
      `the ${FOS.name}, free of charge: ${FOS.website}, ${FOS.phone}.`,
    contactUs,
  ]);

/** DISP 1.6.2R: our final response, whether we uphold the complaint, and the Ombudsman referral rights. */
export const finalResponseEmail = (c: ClosingMessage): EmailMessage =>
  message(c.email, c.name, `Our final response to your complaint (reference ${c.reference})`, [
    `This is our final response to your complaint, reference ${c.reference}.`,
    c.upheld ? 'We uphold your complaint.' : 'We do not uphold your complaint.',
    c.response,
    ...ombudsmanRights(),
    contactUs,
  ]);
