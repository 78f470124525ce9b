import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { FieldMessages, RequiredMark, useDescribedBy } from './field.tsx';

export type RadioTilesProps = {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
};

/**
 * A labelled radio group (Radix: arrow keys move, one value selected) with its hint and error
 * tied to it; `children` are its `RadioGroup.Item`s, drawn as tiles or chips by the caller.
 */
export function RadioTiles({
  label,
  value,
  onChange,
  required,
  hint,
  error,
  className,
  children,
}: RadioTilesProps & { className: string; children: ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy({ hint, error });
  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-required={required}
        value={value === undefined ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        className={className}
      >
        {children}
      </RadioGroup.Root>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
