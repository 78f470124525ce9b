import { company, representativeExampleText } from './company.ts';

// The regulatory text every message carries, worded once (decision 022). An email names the
// representative APR, so CONC 3.5.5R requires the whole representative example next to it; an SMS
// names no rate or cost, so it carries the broker disclosure and the FRN only.

/** The firm as a small page's footer states it: trading name, authorisation and FRN, registration. */
export const registeredFirmText = (): string =>
  `${company.companyName} is a trading name of ${company.legalEntity}, ` +
  `authorised and regulated by the Financial Conduct Authority, FRN ${company.fcaFrn}. ` +
  `Registered in England and Wales, company number ${company.companyNumber}. ` +
  `Registered office: ${company.registeredAddress}.`;

/** Footer of every email: firm and FRN, broker disclosure, representative example, risk warning. */
export const emailDisclosure = (): string =>
  `${company.companyName} is a trading name of ${company.legalEntity}, ` +
  `authorised and regulated by the Financial Conduct Authority (FRN ` +
  `${company.fcaFrn}). ` +
  `${company.brokerDisclosure} ${representativeExampleText()} Warning: ${company.riskWarning}`;

/** Tail of every SMS: short, free of any rate or cost figure, naming the firm by its legal name. */
export const smsDisclosure = (): string =>
  `${company.legalEntity}: credit broker, not a lender. FCA FRN ${company.fcaFrn}.`;
