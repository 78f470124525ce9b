import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { REQUIRED_EXPENSES } from '#shared/application/codes.ts';
import type { GateReason } from '#shared/application/gate.ts';
import { ZERO_EXPENSE_CONFIRMATIONS } from '#shared/application/zero-expenses.ts';
import { affordabilityPayment } from '#shared/loan-maths.ts';
import { ReferralNotice } from '../advice/referral-notice.tsx';
import { continueTarget } from '../route-data.ts';
import { ExpenseField } from './expense-field.tsx';
import { ExpensesSummary } from './expenses-summary.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { numberValue } from './number-value.ts';
import { useStepForm, useStepInitialValues, type StepInitial } from './use-step-form.ts';
import { ZeroExpenseConfirm } from './zero-expense-confirm.tsx';

type Context = { income: number | undefined; payment: number | undefined; gatePreview: GateReason | undefined };

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
    // The gate's own payment (decision 060): amortised at the representative APR, not the display estimate.
    payment: amount !== undefined && term ? affordabilityPayment(amount, term) : undefined,
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

  return (
    <StepLayout {...layout}>
      {context.gatePreview ? (
        <ReferralNotice reason={context.gatePreview} continueTo={continueTarget(6, params)} />
      ) : null}
      <ExpensesSummary income={context.income} expenses={total} payment={context.payment} />
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
