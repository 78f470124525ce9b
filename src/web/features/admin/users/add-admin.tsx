import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { addAdmin } from '#web/features/admin/users/account-api.ts';
import { endpointKey, errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useReauth } from '#web/features/admin/auth/reauth.tsx';

/** Adds another admin; the generated password is shown once, here only. */
export function AddAdmin() {
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reauth = useReauth();
  const client = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await reauth(async () => {
        setCreated(await addAdmin(email));
        setEmail('');
        toast.success('Admin added');
        await client.invalidateQueries({ queryKey: endpointKey('/api/admin/users') });
      });
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not add the admin') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Add an admin">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="new-admin-email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="new-admin-email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 w-72 max-w-full rounded border border-slate-400 px-2 py-1.5"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Add admin
        </button>
      </form>
      {created ? (
        <div role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>
            Admin <strong>{created.email}</strong> added. Give them this one-time password over a secure channel; it is
            not shown again. They set up two-factor authentication at their first sign-in:
          </p>
          <p className="mt-2">
            <code className="rounded bg-white px-2 py-1 text-base" data-testid="new-admin-password">
              {created.password}
            </code>
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
