import { useState } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { addAdminBody } from '#shared/admin/account-schemas.ts';
import { addAdmin } from '#web/features/admin/auth/account-api.ts';
import { endpointKey, errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';
import { useReauth } from '#web/features/admin/auth/reauth.tsx';

const ID = 'new-admin';

/** Adds another admin (the email checked with the server's schema); the generated password is shown once, here only. */
export function AddAdmin() {
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const reauth = useReauth();
  const client = useQueryClient();
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(addAdminBody, {
    email: '',
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = submitWith(async ({ email }) => {
    try {
      await reauth(async () => {
        setCreated(await addAdmin(email));
        form.reset();
        toast.success('Admin added');
        await client.invalidateQueries({ queryKey: endpointKey('/api/admin/users') });
      });
    } catch (error) {
      if (showServerProblems(error)) return;
      toast.error('Error', { description: errorText(error, 'Could not add the admin') });
    }
  });

  return (
    <Panel title="Add an admin">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id={ID}
            field={form.register('email')}
            label="Email"
            type="email"
            autoComplete="off"
            problem={form.formState.errors.email?.message}
          />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            Add admin
          </button>
        </div>
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
