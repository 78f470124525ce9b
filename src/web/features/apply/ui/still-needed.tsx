import type { MouseEvent } from 'react';
import { fieldName } from '#shared/application/plain-messages.ts';
import { focusFieldControl } from './error-summary.tsx';

type Props = {
  /** The fields whose answers are still missing or wrong, in form order. */
  fields: string[];
  formId: string;
};

/**
 * Beside the disabled Continue (issue 42 item 1): what is still needed, by name, each linking to
 * its field (the control's id is the field's name, so the link works as a plain anchor too), so an
 * applicant at 375 px is not left to find an unanswered question far above. Until the form has
 * been checked once, the general sentence.
 */
export function StillNeeded({ fields, formId }: Props) {
  if (fields.length === 0)
    return <p className="mt-2 text-right text-sm text-slate-600">Complete the fields marked * to continue.</p>;
  const focus = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    if (focusFieldControl(formId, { name, message: '' })) event.preventDefault();
  };
  return (
    <p className="mt-2 text-right text-sm text-slate-700">
      Still needed:{' '}
      {fields.map((name, i) => {
        const label = fieldName(name);
        return (
          <span key={name}>
            {i > 0 ? ', ' : null}
            <a
              href={`#${name}`}
              onClick={(event) => focus(event, name)}
              className="font-semibold text-brand-700 underline"
            >
              {i === 0 ? label.charAt(0).toUpperCase() + label.slice(1) : label}
            </a>
          </span>
        );
      })}
    </p>
  );
}
