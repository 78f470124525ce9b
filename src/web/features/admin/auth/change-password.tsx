import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { changePassword, fieldErrors } from '#web/features/admin/auth/account-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';

const input = 'mt-1 block w-72 max-w-full rounded border border-slate-400 px-2 py-1.5';

/** Current password and code, then the new one; the admin's other sessions end. */
export function ChangePassword() {
  const [form, setForm] = useState({ currentPassword: '', totp: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await changePassword(form);
      setForm({ currentPassword: '', totp: '', newPassword: '' });
      setErrors({});
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Error', { description: errorText(error, 'Could not change the password') });
      setForm((f) => ({ ...f, totp: '' }));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof form, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`pw-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`pw-${key}`}
        type={type}
        autoComplete={autoComplete}
        required
        value={form[key]}
        onChange={(e) => set(key)(e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `pw-${key}-error` : undefined}
        className={input}
      />
      {errors[key] ? (
        <p id={`pw-${key}-error`} className="mt-1 text-sm text-rose-800">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Panel title="Change password">
      <form onSubmit={onSubmit} className="space-y-3">
        {field('currentPassword', 'Current password', 'password', 'current-password')}
        {field('totp', 'Authentication code', 'text', 'one-time-code')}
        {field('newPassword', 'New password (at least 12 characters)', 'password', 'new-password')}
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Change password
        </button>
      </form>
    </Panel>
  );
}
