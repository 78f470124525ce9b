import type { MouseEvent } from 'react';

export type FieldErrorItem = { name: string; message: string };

const CONTROLS = 'input, select, textarea, button';

/**
 * The control a summary entry links to: by its `name` (registered inputs), else the first control
 * of the field whose shown error has this text (tile groups, duration selectors, date boxes).
 */
function findControl(form: HTMLFormElement, { name, message }: FieldErrorItem): HTMLElement | null {
  const named = form.querySelector<HTMLElement>(
    `[name="${CSS.escape(name)}"], [data-field="${CSS.escape(name)}"] input`,
  );
  if (named) return named;
  const shown = [...form.querySelectorAll<HTMLElement>('[id$="-error"]')].find((el) => el.textContent === message);
  return shown?.parentElement?.querySelector<HTMLElement>(CONTROLS) ?? null;
}

/** The GOV.UK error summary: each problem links to, and focuses, its field. */
export function ErrorSummary({ errors, id }: { errors: FieldErrorItem[]; id: string }) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, item: FieldErrorItem) => {
    const form = event.currentTarget.closest('form');
    const control = form ? findControl(form, item) : null;
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
            <a
              href={`#${e.name}`}
              onClick={(event) => focusField(event, e)}
              className="font-semibold text-red-800 underline"
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
