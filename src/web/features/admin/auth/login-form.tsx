import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { company } from '#shared/company.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { login, setAuthFlag } from '#web/features/admin/auth/sign-in.ts';
import { afterSignIn } from '#web/features/admin/auth/return-to.ts';
import { flagged, mfaRequired, refusal } from './login-refusal.ts';
import { LOGIN_INPUT as input, NewPasswordFields, TotpCodeField } from './login-steps.tsx';

/**
 * Email + password, then a TOTP step when the account has two-factor authentication. `pending`:
 * the form as the server renders it while the scripts load (routes/admin-layout.tsx), nothing enabled.
 * `onSignedIn`: called once the session is open, before leaving for the next screen.
 */
export function LoginForm({ pending = false, onSignedIn }: { pending?: boolean; onSignedIn?: () => void }) {
  const navigate = useNavigate();
  // The screen asked for before signing in (a bookmark, a link, a new tab), when it may be followed.
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  // A one-time password (the first admin's): the admin chooses their own in the same sign-in.
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (needsNewPassword && newPassword !== repeated) {
      toast.error('Passwords differ', { description: 'Type the same new password twice.' });
      return;
    }
    setBusy(true);
    try {
      const result = await login({
        email,
        password,
        ...(needsTotp ? { totp } : {}),
        ...(needsNewPassword ? { newPassword } : {}),
      });
      setAuthFlag();
      // The sign-in's own notes ("Enter the 6-digit code", a refused code) end with it.
      toast.dismiss();
      onSignedIn?.();
      if (result.mfaEnrolmentRequired) {
        // Password only, no two-factor yet: the session opens nothing but the enrolment screen.
        void navigate('/admin/enrol', { replace: true });
        return;
      }
      void navigate(afterSignIn(params.get('next')), { replace: true });
    } catch (error) {
      if (flagged(error, 'passwordChangeRequired')) {
        setNeedsNewPassword(true);
        toast.info('Choose your own password', {
          description: 'This one-time password works once: set the password you will use from now on.',
        });
      } else if (error instanceof ApiError && error.status === 400) {
        toast.error('Login Failed', { description: refusal(error) });
      } else if (mfaRequired(error) && !needsTotp) {
        setNeedsTotp(true);
        toast.info('Two-factor authentication', { description: 'Enter the 6-digit code from your authenticator app.' });
      } else if (mfaRequired(error)) {
        toast.error('Login Failed', {
          description: error instanceof ApiError ? (error.serverMessage ?? 'Invalid code') : 'Invalid code',
        });
        setTotp('');
      } else if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
        toast.error('Login Failed', {
          description: error.serverMessage ?? 'Invalid password',
        });
        if (needsTotp) setTotp('');
      } else if (error instanceof ApiError && error.status === 403 && error.serverMessage) {
        // Refused before the password was looked at, e.g. the site opened under another address
        // than PUBLIC_URL: the server's message says where to go (issue 27.2).
        toast.error('Login Failed', { description: error.serverMessage, duration: Infinity });
      } else {
        toast.error('Error', { description: 'Failed to login' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        noValidate={false}
      >
        <h1 className="text-xl font-bold text-slate-900">Admin login</h1>
        <p className="mt-1 text-sm text-slate-600">{company.companyName} back office</p>
        <label className="mt-5 block text-sm font-medium text-slate-800" htmlFor="admin-email">
          Email
        </label>
        <input
          id="admin-email"
          type="email"
          autoComplete="username"
          required
          className={input}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={pending || needsTotp || needsNewPassword}
        />
        <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="admin-password">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          required
          className={input}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={pending || needsTotp || needsNewPassword}
        />
        {needsNewPassword ? (
          <NewPasswordFields
            password={{ value: newPassword, onChange: setNewPassword }}
            repeated={{ value: repeated, onChange: setRepeated }}
          />
        ) : null}
        {needsTotp ? <TotpCodeField value={totp} onChange={setTotp} /> : null}
        <button
          type="submit"
          disabled={pending || busy}
          className={[
            'mt-6 w-full rounded bg-brand-700 px-4 py-2.5 font-semibold text-white',
            'hover:bg-brand-800 disabled:opacity-60',
          ].join(' ')}
        >
          {busy
            ? 'Signing in…'
            : needsTotp
              ? 'Verify and sign in'
              : needsNewPassword
                ? 'Set password and sign in'
                : 'Sign in'}
        </button>
        {needsTotp ? (
          <button
            type="button"
            className="mt-3 w-full text-sm text-brand-700 underline"
            onClick={() => {
              setNeedsTotp(false);
              setTotp('');
            }}
          >
            Use a different account
          </button>
        ) : null}
      </form>
    </main>
  );
}
