import { createContext, useCallback, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { isReauthRequired, reauthenticate } from '#web/features/admin/auth/account-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';

type Run = (action: () => Promise<void>) => Promise<void>;
const ReauthContext = createContext<Run>(async (action) => action());

/**
 * Runs sensitive actions; when the server asks for a recent re-authentication, it shows a
 * "Confirm it's you" form (password and code) and runs the action again once confirmed.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);

  const run = useCallback<Run>(async (action) => {
    try {
      await action();
    } catch (error) {
      if (!isReauthRequired(error)) throw error;
      setPending(() => action);
    }
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    try {
      await reauthenticate({ password, totp });
      const action = pending;
      setPending(null);
      setPassword('');
      setTotp('');
      await action();
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not confirm it is you') });
      setTotp('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ReauthContext.Provider value={run}>
      {pending ? (
        <form
          onSubmit={onSubmit}
          aria-label="Confirm it's you"
          className="mb-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 className="text-lg font-semibold">Confirm it&apos;s you</h2>
          <p className="text-sm">
            This change needs your password and a code from your authenticator app (or a recovery code) entered in the
            last 5 minutes.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="block text-sm font-medium">
              Your password
              <input
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className="mt-1 block w-60 rounded border border-slate-400 px-2 py-1.5"
              />
            </label>
            <label className="block text-sm font-medium">
              Your authentication code
              <input
                autoComplete="one-time-code"
                required
                value={totp}
                onChange={(e) => setTotp(e.target.value.trim())}
                className="mt-1 block w-48 rounded border border-slate-400 px-2 py-1.5"
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              Confirm
            </button>
            <button type="button" onClick={() => setPending(null)} className="px-2 py-2 text-sm underline">
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {children}
    </ReauthContext.Provider>
  );
}

export const useReauth = (): Run => useContext(ReauthContext);
