import { when } from '#web/features/admin/ui/format.ts';

/**
 * A one-time password, shown once (as a new admin's is on the Security page): only its hash is
 * kept, so this box is the only place it is ever seen.
 */
export function OneTimePassword({
  email,
  password,
  expiresAt,
  what,
}: {
  email: string;
  password: string;
  expiresAt: string;
  what: 'added' | 'reset';
}) {
  return (
    <div role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p>
        <strong className="break-all">{email}</strong> {what === 'added' ? 'added' : 'reset'}. Give them this one-time
        password over a secure channel; it is not shown again and works once, until {when(expiresAt)}. At their next
        sign-in they choose their own password and set up two-factor authentication:
      </p>
      <p className="mt-2">
        <code className="break-all rounded bg-white px-2 py-1 text-base" data-testid="lender-user-password">
          {password}
        </code>
      </p>
    </div>
  );
}
