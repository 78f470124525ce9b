import { LOAN_TERMS } from '#shared/application/codes.ts';
import { company } from '#shared/company.ts';

const AMOUNT_STEP = 50;

/**
 * `/apply?amount=1000&term=12` (the calculators on content pages link here) preselects the loan;
 * values outside the offered range or terms are ignored.
 */
export function loanFromQuery(params: URLSearchParams): { loanAmount?: number; loanTerm?: number } {
  const chosen: { loanAmount?: number; loanTerm?: number } = {};
  const { minAmount, maxAmount } = company.loanRange;
  const amount = Number(params.get('amount'));
  if (params.has('amount') && Number.isFinite(amount) && amount >= minAmount && amount <= maxAmount) {
    chosen.loanAmount = Math.round(amount / AMOUNT_STEP) * AMOUNT_STEP;
  }
  const term = Number(params.get('term'));
  if ((LOAN_TERMS as readonly number[]).includes(term)) chosen.loanTerm = term;
  return chosen;
}
