import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { totpCodeBody } from '#shared/admin/account-schemas.ts';
import { company } from '#shared/company.ts';
import {
  clearAuthFlag,
  confirmTotp,
  logout,
  setAuthFlag,
  startTotpSetup,
  useCheckAuth,
} from '#web/features/admin/auth/auth-api.ts';
import { endpointKey, errorText } from '#web/features/admin/endpoint.ts';
import { isReauthRequired } from '#web/features/admin/auth/account-api.ts';
import { RecoveryCodesList } from '#web/features/admin/auth/recovery-codes-list.tsx';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';

const ID = 'totp';

type Enrolment = { qrDataUrl: string; secret: string };

/**
 * The screen an admin without two-factor authentication lands on after its password: QR code,
 * first code, then the recovery codes once, then the back office. Nothing else is reachable before.
 */
export function EnrolTotp() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  // The first code, checked with the schema the server's confirm route uses (decision 101).
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(totpCodeBody, {
    code: '',
  });
  const confirming = form.formState.isSubmitting;
  const auth = useCheckAuth();
  const enrolled = auth.data?.authenticated === true && auth.data.mfaEnrolmentRequired !== true;

  // Only an enrolment-only session belongs here (the recovery codes stay up until dismissed).
  useEffect(() => {
    if (auth.isPending || codes) return;
    if (auth.data === null) void navigate('/admin/login', { replace: true });
    else if (enrolled) void navigate('/admin/dashboard', { replace: true });
  }, [auth.isPending, auth.data, enrolled, codes, navigate]);

  async function begin() {
    setBusy(true);
    try {
      setEnrolment(await startTotpSetup());
    } catch (error) {
      if (isReauthRequired(error)) {
        // More than 5 minutes since the password: enrolment starts from a fresh sign-in.
        toast.error('Please sign in again', {
          description: 'Two-factor set-up must start within 5 minutes of entering your password.',
        });
        await onCancel();
        return;
      }
      toast.error('Error', { description: errorText(error, 'Could not start the set-up: sign in again') });
    } finally {
      setBusy(false);
    }
  }

  const onConfirm = submitWith(async ({ code }) => {
    try {
      const result = await confirmTotp(code);
      // The status read while enrolling (no codes yet) is out of date: the back office reads it afresh.
      await queryClient.invalidateQueries({ queryKey: endpointKey('/api/admin/totp') });
      setCodes(result.recoveryCodes);
      setAuthFlag();
    } catch (error) {
      form.resetField('code');
      if (showServerProblems(error)) return;
      toast.error('Error', { description: errorText(error, 'That code is not valid') });
    }
  });

  async function onCancel() {
    await logout().catch(() => undefined);
    clearAuthFlag();
    void navigate('/admin/login', { replace: true });
  }

  const button = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60';
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Set up two-factor authentication</h1>
      <p className="text-slate-700">
        {company.companyName} back office needs a code from an authenticator app at every sign-in.
      </p>
      {codes ? (
        <>
          <p className="font-semibold text-emerald-800">Two-factor authentication is on.</p>
          <RecoveryCodesList codes={codes} />
          <button type="button" className={button} onClick={() => void navigate('/admin/dashboard', { replace: true })}>
            I have saved my recovery codes
          </button>
        </>
      ) : !enrolment ? (
        <div className="flex gap-3">
          <button type="button" onClick={begin} disabled={busy} className={button}>
            Set up two-factor authentication
          </button>
          <button type="button" onClick={onCancel} className="px-2 text-sm underline">
            Sign out
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onConfirm} className="space-y-3">
          <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
          <p>
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
            1Password), then enter the 6-digit code it shows.
          </p>
          <img
            src={enrolment.qrDataUrl}
            width={240}
            height={240}
            alt="QR code to add this account to an authenticator app"
            className="rounded border border-slate-200"
          />
          <p className="text-sm">
            Can’t scan? Enter this key by hand:{' '}
            <code className="break-all rounded bg-slate-100 px-1" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <TextField
            id={ID}
            field={form.register('code')}
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            problem={form.formState.errors.code?.message}
            className="mt-1 w-40 rounded border border-slate-400 px-2 py-1.5"
          />
          <button type="submit" disabled={confirming} aria-busy={confirming} className={button}>
            Confirm and turn on
          </button>
        </form>
      )}
    </main>
  );
}
