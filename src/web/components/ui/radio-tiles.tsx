import { Children, createContext, use, type ReactNode } from 'react';
import { FieldMessages, RequiredMark, useDescribedBy, useNameAsId } from './field.tsx';

export type RadioTilesProps = {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** The form field the group posts (a plain form post sends the checked radio's value under it). */
  name?: string;
};

type Group = {
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  /** The tile's radio id: the field's name on the first one inside `ControlIdsFromNames`. */
  radioId?: string | undefined;
};
const GroupContext = createContext<Group | null>(null);

/**
 * A labelled group of native radio buttons (one name: arrow keys move and select, Tab enters at
 * the checked one) with its hint and error tied to it; `children` are its `RadioTile`s, drawn as
 * tiles or chips by the caller. Native inputs, not a script's buttons: no library in the
 * applicant's first load (decision 029).
 */
export function RadioTiles({
  label,
  value,
  onChange,
  required,
  hint,
  error,
  name,
  className,
  children,
}: RadioTilesProps & { className: string; children: ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy({ hint, error });
  // The error summary links to the group's first radio (GOV.UK), by the field's name.
  const firstRadioId = useNameAsId(name);
  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {label}
        {required ? <RequiredMark /> : null}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-required={required}
        className={className}
      >
        {Children.map(children, (tile, index) => (
          <GroupContext value={{ name: name ?? id, value, onChange, radioId: index === 0 ? firstRadioId : undefined }}>
            {tile}
          </GroupContext>
        ))}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/**
 * One choice of a `RadioTiles` group: the whole tile is the radio's label and its click target
 * (the input covers it, transparent); `className` styles the tile, with `has-[:checked]:` for the
 * chosen one. The keyboard focus ring is drawn on the tile.
 */
export function RadioTile({ value, className, children }: { value: number; className: string; children: ReactNode }) {
  const group = use(GroupContext);
  if (!group) throw new Error('RadioTile outside RadioTiles');
  return (
    <label
      className={
        `relative cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ` +
        `has-[:focus-visible]:outline-brand-700 ${className}`
      }
    >
      <input
        id={group.radioId}
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onChange(value)}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
      />
      {children}
    </label>
  );
}
