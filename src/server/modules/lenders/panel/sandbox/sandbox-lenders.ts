import { affordabilityPayment, isAffordable } from '#shared/loan-maths.ts';
import type { PingLead } from '../lead-payload.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';

export type SandboxLender = Omit<LenderConfig, 'endpoint' | 'secret'> & {
  latencyMs: number;
  /** Lends to unemployed applicants whose income (benefits) is at least £1,000 and affordable. */
  takesUnemployed?: boolean;
};

/**
 * The simulated panel (LENDER_PANEL=sandbox): five primary lenders in two tiers and two for
 * 'Find More Lenders'. Rules and prices differ so the ping tree has real choices to make;
 * latencies are typical of lender decision APIs. Their FRNs are the sandbox register's (authorised
 * lenders there; decision 142).
 */
export const SANDBOX_LENDERS: SandboxLender[] = [
  {
    id: 'northway-finance',
    frn: '910001',
    name: 'Northway Finance',
    tier: 1,
    price: 42,
    priority: 10,
    panels: ['primary'],
    latencyMs: 120,
    rules: { minAmount: 100, maxAmount: 5000, minAge: 18, maxAge: 75 },
  },
  {
    id: 'brightstone-lending',
    frn: '910002',
    name: 'Brightstone Lending',
    tier: 1,
    price: 38,
    priority: 20,
    panels: ['primary'],
    latencyMs: 260,
    rules: { maxAmount: 2500, maxTerm: 24 },
  },
  {
    id: 'harbour-credit',
    frn: '910003',
    name: 'Harbour Credit',
    tier: 1,
    price: 35,
    priority: 30,
    panels: ['primary'],
    latencyMs: 380,
    rules: { employmentTypes: [1, 2, 3, 4, 5] },
  },
  {
    id: 'meadow-loans',
    frn: '910004',
    name: 'Meadow Loans',
    tier: 2,
    price: 24,
    priority: 10,
    panels: ['primary'],
    latencyMs: 60,
    rules: {},
  },
  {
    id: 'kestrel-money',
    frn: '910005',
    name: 'Kestrel Money',
    tier: 2,
    price: 18,
    priority: 20,
    panels: ['primary'],
    latencyMs: 200,
    rules: { minAge: 21 },
  },
  {
    id: 'larch-lending',
    frn: '910006',
    name: 'Larch Lending',
    tier: 1,
    price: 15,
    priority: 10,
    panels: ['secondary'],
    latencyMs: 150,
    takesUnemployed: true,
    rules: {},
  },
  {
    id: 'orbit-credit',
    frn: '910007',
    name: 'Orbit Credit',
    tier: 1,
    price: 12,
    priority: 20,
    panels: ['secondary'],
    latencyMs: 300,
    rules: { maxAmount: 3000 },
  },
];

export const SANDBOX_MIN_INCOME = 1000;

/**
 * The sandbox's decision (docs/trying-it.md "Lender panel sandbox"): unemployed, no income, unaffordable or
 * outside £50-£5,000 → reject; affordable with income under £1,000 → pending (manual review);
 * otherwise accept. A lender that takes unemployed applicants (Find More Lenders) judges them by
 * the same rules, except that benefits income under £1,000 is a reject, not a review.
 */
export function sandboxDecision(
  lead: PingLead,
  lender: { takesUnemployed?: boolean } = {},
): { decision: 'accept' | 'pending' | 'reject'; reason?: string } {
  const { amount, term } = lead.loan;
  const { employmentType, monthlyIncome, monthlyExpenses } = lead.applicant;
  if (employmentType === 7 && !lender.takesUnemployed) return { decision: 'reject', reason: 'unemployed' };
  if (employmentType === 7 && monthlyIncome < SANDBOX_MIN_INCOME)
    return { decision: 'reject', reason: 'unemployed with income under £1,000' };
  if (!(monthlyIncome > 0)) return { decision: 'reject', reason: 'no income' };
  if (amount < 50 || amount > 5000) return { decision: 'reject', reason: 'amount outside £50-£5,000' };
  if (!isAffordable(monthlyIncome, monthlyExpenses, affordabilityPayment(amount, term)))
    return { decision: 'reject', reason: 'not affordable' };
  if (monthlyIncome < SANDBOX_MIN_INCOME) return { decision: 'pending', reason: 'income under £1,000: manual review' };
  return { decision: 'accept' };
}
