import type { MouseEvent, RefObject } from 'react';
import type { FormProblem } from './admin-form.ts';

type Props = {
  /** The form's useId: each field's control is `${id}-${name}`. */
  id: string;
  problems: FormProblem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Moves focus to a field's control (react-hook-form's setFocus). */
  onPick: (name: string) => void;
};

/**
 * The back office's error summary (the GOV.UK pattern the applicant's forms use): shown at the top
 * on a refused submit and focused, each problem a link to its field. Not an alert: focus announces
 * it, and each field's own message under the field is the alert.
 */
export function FormSummary({ id, problems, summaryRef, onPick }: Props) {
  if (problems.length === 0) return null;
  const pick = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    event.preventDefault();
    onPick(name);
  };
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={`${id}-summary-title`}
      data-testid="form-summary"
      className="rounded border-2 border-rose-700 bg-rose-50 p-3 text-sm"
    >
      <h2 id={`${id}-summary-title`} className="font-bold text-rose-900">
        There is a problem
      </h2>
      <ul className="mt-1 space-y-1">
        {problems.map((p) => (
          <li key={p.name}>
            <a
              href={`#${id}-${p.name}`}
              onClick={(e) => pick(e, p.name)}
              className="font-semibold text-rose-800 underline"
            >
              {p.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's problem, under the field and announced (role alert); `${id}-${name}-problem` for aria-describedby. */
export function FieldProblem({ id, name, problem }: { id: string; name: string; problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <p id={`${id}-${name}-problem`} role="alert" className="text-sm text-rose-800">
      {problem}
    </p>
  );
}

/** The attributes that tie a control to its problem. */
export const problemAttrs = (id: string, name: string, problem: string | null | undefined) => ({
  id: `${id}-${name}`,
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-${name}-problem` : undefined,
});
