import { Form } from 'react-router';
import { INTENT_FIELD } from './result-intents.ts';
import type { ReactNode } from 'react';

/** Shared by the result states (result-screen.tsx, technical-error.tsx). */
export const button = 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold';

export function Heading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{children}</h1>
    </>
  );
}

/**
 * A result-page button's form: posted to the page's action with its `intent` (result-intents.ts)
 * when there is no script; with script `onSubmit` does the work in the page instead.
 */
export function IntentForm({
  intent,
  onSubmit,
  className,
  children,
}: {
  intent: string;
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </Form>
  );
}
