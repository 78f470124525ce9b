import { LetterEmail, renderEmail } from '#server/modules/messaging/index.ts';
import { company } from '#shared/company.ts';

/** The email each admin gets when the register's answer suspends a lender (decision 142). */
export function suspensionEmail(
  to: string,
  input: { name: string; lenderId: string; frn: string; reason: string; url: string },
) {
  const lines = [
    `${input.name} (${input.lenderId}, FRN ${input.frn}) is suspended from the lender panel: ${input.reason}.`,
    'It is not asked for any lead until an admin reinstates it. Check its entry on the FCA Register, ' +
      `then reinstate it in the back office only if it may lend: ${input.url}`,
  ];
  const signOff = `${company.companyName} back office (${company.legalEntity})`;
  return {
    to,
    subject: `Lender suspended: ${input.name} failed the FCA Register check`,
    ...renderEmail(LetterEmail, { hello: 'Hello,', paragraphs: [...lines, signOff] }),
  };
}
