import type { LenderRules } from '#server/modules/lenders/directory/index.ts';
import type { PingLead } from './lead-payload.ts';

/** Why a lender's rules exclude this lead, or null when it may be offered. */
export function ineligibleReason(rules: LenderRules, lead: PingLead): string | null {
  const { loan, applicant } = lead;
  if (rules.minAmount !== undefined && loan.amount < rules.minAmount) return 'amount below lender minimum';
  if (rules.maxAmount !== undefined && loan.amount > rules.maxAmount) return 'amount above lender maximum';
  if (rules.minTerm !== undefined && loan.term < rules.minTerm) return 'term below lender minimum';
  if (rules.maxTerm !== undefined && loan.term > rules.maxTerm) return 'term above lender maximum';
  if (rules.minMonthlyIncome !== undefined && applicant.monthlyIncome < rules.minMonthlyIncome)
    return 'income below lender minimum';
  if (rules.employmentTypes && !rules.employmentTypes.includes(applicant.employmentType ?? -1))
    return 'employment type not accepted';
  if (rules.residentialStatuses && !rules.residentialStatuses.includes(applicant.residentialStatus ?? -1)) {
    return 'residential status not accepted';
  }
  if (applicant.age === null) return 'age unknown';
  if (rules.minAge !== undefined && applicant.age < rules.minAge) return 'below lender minimum age';
  if (rules.maxAge !== undefined && applicant.age > rules.maxAge) return 'above lender maximum age';
  return null;
}
