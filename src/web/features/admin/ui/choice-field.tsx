import type { ReactNode, Ref } from 'react';
import { FieldProblem } from './form-summary.tsx';

type Props<V extends string | boolean> = {
  /** The form's useId: the first radio is `${id}-${name}` (the summary's link), the problem `${id}-${name}-problem`. */
  id: string;
  name: string;
  legend: ReactNode;
  choices: readonly (readonly [V, ReactNode])[];
  value: V | undefined | null;
  onChange: (value: V) => void;
  /** react-hook-form's ref (useController), so the summary's link can focus the group. */
  inputRef: Ref<HTMLInputElement>;
  problem: string | null | undefined;
};

/**
 * One choice of a back-office decision as radios (upheld or not, accept or reject…), held by
 * react-hook-form's controller so a boolean stays a boolean for the shared schema.
 */
export function ChoiceField<V extends string | boolean>(props: Props<V>) {
  const { id, name, legend, choices, value, onChange, inputRef, problem } = props;
  return (
    <fieldset aria-describedby={problem ? `${id}-${name}-problem` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {choices.map(([choice, label], index) => (
          <label key={String(choice)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              id={index === 0 ? `${id}-${name}` : undefined}
              ref={index === 0 ? inputRef : undefined}
              name={`${id}-${name}`}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldProblem id={id} name={name} problem={problem} />
    </fieldset>
  );
}
