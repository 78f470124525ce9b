import type { MouseEvent, Ref } from 'react';

export type FieldErrorItem = { name: string; message: string };

const CONTROLS = 'input, select, textarea, button';

/**
 * The control a summary entry links to: by its `name` (registered inputs), else the first control
 * of the field whose shown error has this text (tile groups, duration selectors, date boxes).
 */
function findControl(form: HTMLFormElement, { name, message }: FieldErrorItem): HTMLElement | null {
  const named = form.querySelector<HTMLElement>(
    `#${CSS.escape(name)}, [name="${CSS.escape(name)}"], [data-field="${CSS.escape(name)}"] input`,
  );
  if (named) return named;
  const shown = [...form.querySelectorAll<HTMLElement>('[id$="-error"]')].find((el) => el.textContent === message);
  return shown?.parentElement?.querySelector<HTMLElement>(CONTROLS) ?? null;
}

/** Focuses and scrolls to the control of a field of the form `formId`; false if there is none. */
export function focusFieldControl(formId: string, item: FieldErrorItem): boolean {
  const form = document.getElementById(formId);
  const control = form instanceof HTMLFormElement ? findControl(form, item) : null;
  if (!control) return false;
  control.focus();
  control.scrollIntoView({ block: 'center' });
  return true;
}

type Props = {
  errors: FieldErrorItem[];
  id: string;
  /** The step's form, when the summary is not inside it (above it). */
  formId?: string;
  /** Focused after a post the server answered with problems. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The GOV.UK error summary: each problem links to its field's control, whose id is the field's
 * name (the step form's `ControlIdsFromNames`), so the link works without script; with script it
 * also finds and focuses controls of composite fields (tile groups, date boxes).
 */
export function ErrorSummary({ errors, id, formId, ref }: Props) {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, item: FieldErrorItem) => {
    const form = formId ?? event.currentTarget.closest('form')?.id;
    if (form && focusFieldControl(form, item)) event.preventDefault();
  };
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
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
