import { toast } from 'sonner';
import { changePasswordBody } from '#shared/admin/account-schemas.ts';
import { changePassword } from '#web/features/admin/auth/account-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';

const ID = 'pw';
const EMPTY = { currentPassword: '', totp: '', newPassword: '' };

/** Current password and code, then the new one (checked with the server's schema); the admin's other sessions end. */
export function ChangePassword() {
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(
    changePasswordBody,
    EMPTY,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitWith(async (body) => {
    try {
      await changePassword(body);
      form.reset(EMPTY);
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    } catch (error) {
      form.resetField('totp');
      showServerProblems(error);
      toast.error('Error', { description: errorText(error, 'Could not change the password') });
    }
  });

  return (
    <Panel title="Change password">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
        <TextField
          id={ID}
          field={form.register('currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          problem={errors.currentPassword?.message}
        />
        <TextField
          id={ID}
          field={form.register('totp')}
          label="Authentication code"
          autoComplete="one-time-code"
          problem={errors.totp?.message}
        />
        <TextField
          id={ID}
          field={form.register('newPassword')}
          label="New password (at least 12 characters)"
          type="password"
          autoComplete="new-password"
          problem={errors.newPassword?.message}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Change password
        </button>
      </form>
    </Panel>
  );
}
