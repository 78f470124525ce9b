import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { isReauthRequired, reauthenticate } from '#web/features/admin/auth/account-api.ts';
import { reauthBody } from '#shared/admin/account-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';

type Run = (action: () => Promise<void>) => Promise<void>;
const ReauthContext = createContext<Run>(async (action) => action());

/**
 * Runs sensitive actions; when the server asks for a recent re-authentication, it shows a
 * "Confirm it's you" form (password and code) and runs the action again once confirmed.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);

  const run = useCallback<Run>(async (action) => {
    try {
      await action();
    } catch (error) {
      if (!isReauthRequired(error)) throw error;
      setPending(() => action);
    }
  }, []);

  return (
    <ReauthContext.Provider value={run}>
      {pending ? <ReauthForm action={pending} onDone={() => setPending(null)} /> : null}
      {children}
    </ReauthContext.Provider>
  );
}

const ID = 'reauth';

/** The "Confirm it's you" form, checked with the server's schema; once confirmed, the action runs again. */
function ReauthForm({ action, onDone }: { action: () => Promise<void>; onDone: () => void }) {
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(reauthBody, {
    password: '',
    totp: '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitWith(async (body) => {
    try {
      await reauthenticate(body);
      onDone();
      await action();
    } catch (error) {
      form.resetField('totp');
      if (!showServerProblems(error))
        toast.error('Error', { description: errorText(error, 'Could not confirm it is you') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Confirm it's you"
      className="mb-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 className="text-lg font-semibold">Confirm it&apos;s you</h2>
      <p className="text-sm">
        This change needs your password and a code from your authenticator app (or a recovery code) entered in the last
        5 minutes.
      </p>
      <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={ID}
          field={form.register('password')}
          label="Your password"
          type="password"
          autoComplete="current-password"
          problem={errors.password?.message}
          className="mt-1 block w-60 rounded border border-slate-400 px-2 py-1.5"
        />
        <TextField
          id={ID}
          field={form.register('totp')}
          label="Your authentication code"
          autoComplete="one-time-code"
          problem={errors.totp?.message}
          className="mt-1 block w-48 rounded border border-slate-400 px-2 py-1.5"
        />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Confirm
        </button>
        <button type="button" onClick={onDone} className="px-2 py-2 text-sm underline">
          Cancel
        </button>
      </div>
    </form>
  );
}

export const useReauth = (): Run => useContext(ReauthContext);
