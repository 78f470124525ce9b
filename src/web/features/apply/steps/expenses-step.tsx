import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { REQUIRED_EXPENSES } from '#shared/application/codes.ts';
import { step6Schema } from '#shared/application/steps.ts';
import { estimatedMonthlyPayment } from '#shared/loan-maths.ts';
import { knownValues } from '../draft/draft.ts';
import { ExpenseField } from './expense-field.tsx';
import { ExpensesSummary } from './expenses-summary.tsx';
import { StepLayout } from '../ui/step-layout.tsx';
import { errorList, stepResolver } from './step-resolver.ts';
import { useSaveAndContinue, useStepInitialValues } from './use-step-form.ts';

type Input = z.input<typeof step6Schema>;
type Output = z.output<typeof step6Schema>;
type Context = { income: number | undefined; payment: number | undefined };

const KEYS = Object.keys(step6Schema.shape);
const STEP = {
  step: 6,
  title: 'Your monthly expenses',
  subtitle: 'Roughly what you spend each month. Enter £0 for anything that does not apply.',
} as const;
const DEFAULTS = Object.fromEntries(REQUIRED_EXPENSES.map((e) => [e.field, 0])) as Input;
const number = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;

export function ExpensesStep() {
  const { values, draft } = useStepInitialValues(6, KEYS, DEFAULTS);
  if (!values) return <StepLayout {...STEP} />;
  const known = knownValues(draft);
  const amount = num(known.loanAmount);
  const term = num(known.loanTerm);
  const context = {
    income: num(known.monthlyIncome),
    payment: amount !== undefined && term ? estimatedMonthlyPayment(amount, term) : undefined,
  };
  return <ExpensesForm initial={values} context={context} />;
}

function ExpensesForm({ initial, context }: { initial: Input; context: Context }) {
  const form = useForm<Input, unknown, Output>({
    resolver: stepResolver(step6Schema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const saveAndContinue = useSaveAndContinue(6);
  const { isValid, isSubmitting, errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const total = REQUIRED_EXPENSES.reduce((sum, e) => sum + (num(watched[e.field]) ?? 0), 0);

  return (
    <StepLayout
      {...STEP}
      onSubmit={form.handleSubmit(saveAndContinue)}
      canContinue={isValid}
      submitting={isSubmitting}
      errors={errorList(errors)}
    >
      <ExpensesSummary income={context.income} expenses={total} payment={context.payment} />
      <div className="grid gap-6 sm:grid-cols-2">
        {REQUIRED_EXPENSES.map((e) => (
          <ExpenseField
            key={e.field}
            label={e.label}
            value={num(watched[e.field])}
            error={errors[e.field]?.message}
            registration={form.register(e.field, number)}
            onPick={(amount) => form.setValue(e.field, amount, { shouldValidate: true, shouldDirty: true })}
          />
        ))}
      </div>
    </StepLayout>
  );
}
