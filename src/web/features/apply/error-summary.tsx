import type { MouseEvent } from 'react';

export type FieldErrorItem = { name: string; message: string };

/**
 * The GOV.UK error summary: each problem links to its field. Controls are found by their `name`
 * (inputs) or by the `data-field` of their group (tiles, duration selectors).
 */
export function ErrorSummary({ errors, id }: { errors: FieldErrorItem[]; id: string }) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const form = event.currentTarget.closest('form');
    const control = form?.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"] input, [data-field="${name}"] select, [data-field="${name}"] button`);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView({ block: 'center' });
  };
  return (
    <div id={id} aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4">
      <h2 id={`${id}-title`} className="font-bold text-red-900">
        There is a problem
      </h2>
      <ul className="mt-2 space-y-1">
        {errors.map((e) => (
          <li key={e.name}>
            <a href={`#${e.name}`} onClick={(event) => focusField(event, e.name)} className="font-semibold text-red-800 underline">
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
