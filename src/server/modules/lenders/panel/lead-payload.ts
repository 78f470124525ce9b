import { z } from 'zod';
import type { loanApplications } from '#server/db/schema/index.ts';
import { estimatedMonthlyPayment } from '#shared/loan-maths.ts';
import { OPTIONAL_EXPENSES, REQUIRED_EXPENSES } from '#shared/application/codes.ts';
import { isUkMobile } from '#server/modules/verification/index.ts';
import { QUALITY_CLASSES, qualityForLenders } from './quality/quality.ts';

export type ApplicationRow = typeof loanApplications.$inferSelect;

/** Whole years between a YYYY-MM-DD date of birth and `now` (null when unreadable). */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

export function totalExpenses(app: ApplicationRow): number {
  return [...REQUIRED_EXPENSES, ...OPTIONAL_EXPENSES].reduce((sum, { field }) => sum + (app[field] ?? 0), 0);
}

/** The anonymous part of a lead: enough to decide and price it, nothing that identifies the person. */
export const pingLeadSchema = z.object({
  loan: z.object({ amount: z.number(), term: z.number(), purpose: z.number().nullable() }),
  applicant: z.object({
    age: z.number().nullable(),
    employmentType: z.number().nullable(),
    monthlyIncome: z.number(),
    monthlyExpenses: z.number(),
    estimatedMonthlyPayment: z.number(),
    residentialStatus: z.number().nullable(),
    payFrequency: z.number().nullable(),
    postcodeDistrict: z.string().nullable(),
    /**
     * The offline check of the mobile number against the UK numbering plan: `failed` for a number
     * in no allocated mobile range (e.g. Ofcom's drama range 07700 900xxx), which the application
     * accepts but a lender may want to verify (issue 27.9).
     */
    mobileCheck: z.enum(['passed', 'failed']),
  }),
  /**
   * The lead's quality score from offline signals (issue 43.3, decision 140): `reasons` are short
   * codes (`disposable-email`, `mobile-check-failed`, `velocity`, `near-duplicate`, `implausible-income`).
   */
  quality: z.object({ class: z.enum(QUALITY_CLASSES), reasons: z.array(z.string()) }),
});
export type PingLead = z.infer<typeof pingLeadSchema>;

export function pingLead(app: ApplicationRow, now: Date): PingLead {
  const amount = app.loanAmount ?? 0;
  const term = app.loanTerm ?? 0;
  const postcode = (app.currentPostcode ?? '').replace(/\s+/g, '').toUpperCase();
  return {
    loan: { amount, term, purpose: app.loanPurpose },
    applicant: {
      age: ageOn(app.dateOfBirth, now),
      employmentType: app.employmentType,
      monthlyIncome: app.monthlyIncome ?? 0,
      monthlyExpenses: totalExpenses(app),
      estimatedMonthlyPayment: estimatedMonthlyPayment(amount, term),
      residentialStatus: app.currentResidentialStatus,
      payFrequency: app.payFrequency,
      // The outward code only (e.g. SW1A): the inward part narrows it to a few houses.
      postcodeDistrict: postcode.length > 3 ? postcode.slice(0, -3) : null,
      mobileCheck: isUkMobile(app.mobilePhone ?? '') ? 'passed' : 'failed',
    },
    quality: qualityForLenders(app.quality, app.reviewClearedAt !== null),
  };
}

/**
 * The full lead, sent only to the lender that won the ping. Bank details are not sent: lenders
 * collect them on their own page after the applicant accepts their offer.
 */
export function postLead(app: ApplicationRow, now: Date) {
  return {
    ...pingLead(app, now),
    person: {
      title: app.title,
      firstName: app.firstName,
      lastName: app.lastName,
      email: app.email,
      mobilePhone: app.mobilePhone,
      homePhone: app.homePhone || null,
      dateOfBirth: app.dateOfBirth,
      maritalStatus: app.maritalStatus,
      dependents: app.dependents,
    },
    address: {
      house: app.currentHouse,
      street: app.currentStreet,
      town: app.currentTown,
      county: app.currentCounty || null,
      postcode: app.currentPostcode,
      residentialStatus: app.currentResidentialStatus,
      monthsAtAddress: app.currentMonthsAtAddress,
    },
    employment: {
      employmentType: app.employmentType,
      employerName: app.employerName,
      jobTitle: app.jobTitle || null,
      monthsAtEmployer: app.monthsAtEmployer,
      payFrequency: app.payFrequency,
      nextPayDate: app.nextPayDate,
      followingPayDate: app.followingPayDate,
    },
    consent: { creditCheck: app.consentCreditCheck, consentedAt: app.consentedAt?.toISOString() ?? null },
  };
}
