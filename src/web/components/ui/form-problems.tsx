import type { FormProblem } from '#web/lib/forms/problems.ts';

export type { FormProblem };

/**
 * The GOV.UK error summary above a form the server answered (no script needed; decision 130): each problem links
 * to its field by id (`idOf`). A problem of the whole form is shown on its own.
 */
export function FormProblems({
  errors,
  problem,
  idOf,
}: {
  errors: FormProblem[];
  problem?: string | undefined;
  idOf: (name: string) => string;
}) {
  if (errors.length === 0 && !problem) return null;
  return (
    <div
      role="alert"
      aria-labelledby="form-problems-title"
      tabIndex={-1}
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
      <h2 id="form-problems-title" className="text-lg font-bold text-red-900">
        There is a problem
      </h2>
      {problem ? <p className="mt-2 font-medium text-red-800">{problem}</p> : null}
      {errors.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {errors.map((e) => (
            <li key={e.name}>
              <a href={`#${idOf(e.name)}`} className="font-semibold text-red-800 underline">
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
