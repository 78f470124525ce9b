import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { confirmTotp, errorText, startTotpSetup, useTotpStatus } from './admin-api.ts';
import { LoadError, Loading, Panel } from './admin-shell.tsx';

type Enrolment = { qrDataUrl: string; secret: string };

/** Two-factor enrolment: QR code for an authenticator app, confirmed with a first code. */
export function TotpSetup() {
  const status = useTotpStatus();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function begin() {
    setBusy(true);
    try {
      setEnrolment(await startTotpSetup());
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not start the set-up') });
    } finally {
      setBusy(false);
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await confirmTotp(code);
      toast.success('Two-factor authentication enabled');
      setEnrolment(null);
      await client.invalidateQueries({ queryKey: ['/api/admin/totp'] });
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'That code is not valid') });
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  if (status.isPending) return <Loading what="your security settings" />;
  if (status.isError) return <LoadError what="your security settings" />;
  return (
    <Panel title="Two-factor authentication">
      {status.data.enabled ? (
        <p className="text-emerald-800">Two-factor authentication is on for {status.data.email}. Each sign-in asks for a code from your authenticator app.</p>
      ) : !enrolment ? (
        <div className="space-y-3">
          <p>Two-factor authentication is off for {status.data.email}. Turn it on so a stolen password alone cannot open the back office.</p>
          <button type="button" onClick={begin} disabled={busy} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">Set up two-factor authentication</button>
        </div>
      ) : (
        <form onSubmit={onConfirm} className="space-y-3">
          <p>Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.</p>
          <img src={enrolment.qrDataUrl} width={240} height={240} alt="QR code to add this account to an authenticator app" className="rounded border border-slate-200" />
          <p className="text-sm">Can’t scan? Enter this key by hand: <code className="break-all rounded bg-slate-100 px-1" data-testid="totp-secret">{enrolment.secret}</code></p>
          <div>
            <label htmlFor="totp-code" className="block text-sm font-medium">Code from the app</label>
            <input id="totp-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} className="mt-1 w-40 rounded border border-slate-400 px-2 py-1.5" />
          </div>
          <button type="submit" disabled={busy || code.length !== 6} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">Confirm and turn on</button>
        </form>
      )}
    </Panel>
  );
}
