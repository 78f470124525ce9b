import { z } from 'zod';

// The complaint form and POST /api/complaints (contract "Complaints and automated decisions"):
// one schema for the form on /complaints (or the contact page) and for the server, in classic zod
// like every other schema (decision 033). Blank optional fields count as not given.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const optionalText = (max: number, tooLong: string, rule?: { pattern: RegExp; message: string }) => {
  const text = z.string().trim().max(max, tooLong);
  return z.preprocess(blankToUndefined, (rule ? text.regex(rule.pattern, rule.message) : text).optional());
};

export const complaintBodySchema = z.object({
  name: requiredText(100, 'Please enter your name', 'Name must be at most 100 characters'),
  email: requiredText(254, 'Please enter your email address', 'Email must be at most 254 characters').pipe(
    z.email('Please enter a valid email address'),
  ),
  phone: optionalText(20, 'Please enter a valid phone number, or leave it blank', {
    pattern: /^\+?[0-9 ()-]{7,20}$/,
    message: 'Please enter a valid phone number, or leave it blank',
  }),
  applicationReference: optionalText(100, 'Application reference must be at most 100 characters'),
  description: requiredText(
    10_000,
    'Please tell us what went wrong',
    'Please keep the description under 10,000 characters',
  ),
  desiredOutcome: optionalText(5000, 'Please keep what you would like us to do under 5,000 characters'),
});

export type ComplaintInput = z.input<typeof complaintBodySchema>;
export type Complaint = z.output<typeof complaintBodySchema>;

/** The answer of POST /api/complaints: dates are London calendar dates (YYYY-MM-DD). */
export type ComplaintReceipt = {
  reference: string;
  receivedAt: string;
  finalResponseDue: string;
  /** The acknowledgement was emailed (not when it failed, or the mailbox had its day's share). */
  acknowledged: boolean;
};

/** DISP 1.6.2R: the final response is due 8 weeks after receipt. */
export const FINAL_RESPONSE_WEEKS = 8;
/** DISP 1.5: a complaint resolved by close of the third business day after receipt (summary resolution). */
export const SUMMARY_RESOLUTION_BUSINESS_DAYS = 3;
/** DISP 2.8.2R: the complainant has 6 months from the final response to go to the Ombudsman. */
export const OMBUDSMAN_REFERRAL_MONTHS = 6;

/** The Financial Ombudsman Service, as the final response must name it (DISP 1.6.2R, 1 Annex 3R). */
export const FINANCIAL_OMBUDSMAN = {
  name: 'Financial Ombudsman Service',
  website: 'https://www.financial-ombudsman.org.uk',
  phone: '0800 023 4567',
  email: 'complaint.info@financial-ombudsman.org.uk',
  address: 'Exchange Tower, London E14 9SR',
  leaflet: 'https://www.financial-ombudsman.org.uk/consumers/how-to-complain',
} as const;
