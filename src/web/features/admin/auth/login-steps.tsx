import type { ChangeEvent } from 'react';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/admin/auth-messages.ts';

/** The sign-in's inputs (shared with login-form.tsx so every field looks the same). */
export const LOGIN_INPUT =
  'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base focus:border-brand-600';

type Text = { value: string; onChange: (value: string) => void };
const typed = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => set(e.target.value);

/**
 * The sign-in's second step after a one-time password (the first admin's, or one an admin handed
 * over): the admin's own new password, typed twice. Plain inputs, no zod (decision 025); the
 * shortest length is the schemas' own constant.
 */
export function NewPasswordFields({ password, repeated }: { password: Text; repeated: Text }) {
  return (
    <>
      <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="admin-new-password">
        {`New password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters)`}
      </label>
      <input
        id="admin-new-password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_ADMIN_PASSWORD_LENGTH}
        required
        autoFocus
        className={LOGIN_INPUT}
        value={password.value}
        onChange={typed(password.onChange)}
      />
      <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="admin-new-password-again">
        New password again
      </label>
      <input
        id="admin-new-password-again"
        type="password"
        autoComplete="new-password"
        minLength={MIN_ADMIN_PASSWORD_LENGTH}
        required
        className={LOGIN_INPUT}
        value={repeated.value}
        onChange={typed(repeated.onChange)}
      />
    </>
  );
}

/** The sign-in's two-factor step: the authenticator's code or a recovery code (spaces dropped as typed). */
export function TotpCodeField({ value, onChange }: Text) {
  return (
    <>
      <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="admin-totp">
        Authentication code
      </label>
      <input
        id="admin-totp"
        autoComplete="one-time-code"
        maxLength={24}
        required
        autoFocus
        aria-describedby="admin-totp-hint"
        className={LOGIN_INPUT}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
      />
      <p id="admin-totp-hint" className="mt-1 text-sm text-slate-600">
        The 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
    </>
  );
}
