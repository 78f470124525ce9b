import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { REQUIRED_EXPENSES } from '#shared/application/codes.ts';
import type { GateReason } from '#shared/application/gate.ts';
import { ZERO_EXPENSE_CONFIRMATIONS } from '#shared/application/zero-expenses.ts';
import { company } from '#shared/company.ts';
import { affordabilityPayment, estimatedMonthlyPayment, isAffordable } from '#shared/loan-maths.ts';
import { ReferralNotice } from '../advice/referral-notice.tsx';
import { AffordabilityNotice, type AffordabilityVerdict, type QuotedPayment } from './affordability-notice.tsx';
import { continueTarget } from '../route-data.ts';
import { ExpenseField } from './expense-field.tsx';
import { ExpensesSummary } from './expenses-summary.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { numberValue } from './number-value.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';
import { ZeroExpenseConfirm } from './zero-expense-confirm.tsx';

type Context = { income: number | undefined; quoted: QuotedPayment | undefined; gatePreview: GateReason | undefined };

const DEFAULTS = Object.fromEntries(REQUIRED_EXPENSES.map((e) => [e.field, 0]));
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;
const confirmationOf = (field: string) => ZERO_EXPENSE_CONFIRMATIONS.find((c) => c.field === field);

export function ExpensesStep() {
  const { values, draft } = useStepInitialValues(6, DEFAULTS);
  const known: Record<string, unknown> = { ...draft };
  const amount = num(known.loanAmount);
  const term = num(known.loanTerm);
  const context = {
    income: num(known.monthlyIncome),
    // The gate's own payment (decision 060) is amortised at the representative APR; step 1 showed the
    // spec's rough estimate. The check here takes the higher, so the figure it quotes is never below
    // what the applicant was shown (issue 42 item 5).
    quoted:
      amount !== undefined && term
        ? {
            payment: Math.max(affordabilityPayment(amount, term), estimatedMonthlyPayment(amount, term)),
            estimate: estimatedMonthlyPayment(amount, term),
            apr: company.representativeApr,
          }
        : undefined,
    // The gate's verdict on the saved figures, from the server (issue 27.6).
    gatePreview: draft?.gatePreview,
  };
  return <ExpensesForm initial={values} context={context} />;
}

function ExpensesForm({ initial, context }: { initial: StepInitial<6>; context: Context }) {
  const { form, layout, errors } = useStepForm(6, initial);
  const [params] = useSearchParams();
  const watched = useWatch({ control: form.control });
  const total = REQUIRED_EXPENSES.reduce((sum, e) => sum + (num(watched[e.field]) ?? 0), 0);
  const { income, quoted } = context;
  const verdict: AffordabilityVerdict | null =
    income === undefined
      ? null
      : total > income
        ? 'overspent'
        : quoted && !isAffordable(income, total, quoted.payment)
          ? 'unaffordable'
          : null;

  return (
    <StepLayout {...layout}>
      {/* One notice (issue 42 item 5): the gate's, on the figures saved, while the figures typed still
          bear it out (or no income is known); else the live one, if any. */}
      {context.gatePreview && (verdict || income === undefined) ? (
        <ReferralNotice reason={context.gatePreview} continueTo={continueTarget(6, params)} />
      ) : verdict && quoted ? (
        <AffordabilityNotice verdict={verdict} quoted={quoted} />
      ) : null}
      <ExpensesSummary income={income} expenses={total} payment={quoted?.payment} verdict={verdict} />
      <div className="grid gap-6 sm:grid-cols-2">
        {REQUIRED_EXPENSES.map((e) => {
          const value = num(watched[e.field]);
          const confirmation = confirmationOf(e.field);
          return (
            <ExpenseField
              key={e.field}
              label={e.label}
              value={value}
              error={errors[e.field]?.message}
              registration={form.register(e.field, numberValue)}
              onPick={(amount) => form.setValue(e.field, amount, { shouldValidate: true, shouldDirty: true })}
            >
              {confirmation && value === 0 ? (
                <ZeroExpenseConfirm
                  confirmation={confirmation}
                  registration={form.register(confirmation.confirm)}
                  error={errors[confirmation.confirm]?.message}
                />
              ) : null}
            </ExpenseField>
          );
        })}
      </div>
    </StepLayout>
  );
}
