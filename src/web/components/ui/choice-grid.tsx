import { useId, type ComponentType, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { FieldMessages, RequiredMark } from './field.tsx';

export type Choice = { value: number; label: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> };

type Props = {
  label: ReactNode;
  choices: readonly Choice[];
  value: number | undefined;
  onChange: (value: number) => void;
  columns?: 2 | 3 | 4;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
};

const gridColumns = { 2: 'grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' } as const;

/** Icon-button choice grid: a radio group of tiles with an icon and a visible label each. */
export function ChoiceGrid({ label, choices, value, onChange, columns = 3, required, hint, error }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-required={required}
        value={value === undefined ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        className={`mt-2 grid gap-2 ${gridColumns[columns]}`}
      >
        {choices.map(({ value: v, label: text, icon: Icon }) => (
          <RadioGroup.Item
            key={v}
            value={String(v)}
            className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-slate-400 bg-white p-3 text-center text-sm font-semibold text-slate-800 hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-700"
          >
            <Icon aria-hidden className="size-6" />
            {text}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
