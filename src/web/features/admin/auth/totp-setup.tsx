import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { newRecoveryCodes } from '#web/features/admin/auth/account-api.ts';
import { useTotpStatus } from '#web/features/admin/auth/auth-api.ts';
import { endpointKey, errorText } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useReauth } from '#web/features/admin/auth/reauth.tsx';
import { RecoveryCodesList } from '#web/features/admin/auth/recovery-codes-list.tsx';

/**
 * Two-factor status of the signed-in admin (always on: enrolment happens at the first sign-in)
 * and its recovery codes.
 */
export function TotpSetup() {
  const status = useTotpStatus();
  const client = useQueryClient();
  const reauth = useReauth();
  const [codes, setCodes] = useState<string[] | null>(null);

  async function regenerate() {
    try {
      await reauth(async () => {
        setCodes((await newRecoveryCodes()).recoveryCodes);
        await client.invalidateQueries({ queryKey: endpointKey('/api/admin/totp') });
      });
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not make new recovery codes') });
    }
  }

  if (status.isPending) return <Loading what="your security settings" />;
  if (status.isError) return <LoadError what="your security settings" />;
  return (
    <Panel title="Two-factor authentication">
      <div className="space-y-3">
        <p className="text-emerald-800">
          Two-factor authentication is on for {status.data.email}. Each sign-in asks for a code from your authenticator
          app.
        </p>
        <p>
          Unused recovery codes: <strong>{status.data.recoveryCodesLeft}</strong>
        </p>
        {codes ? <RecoveryCodesList codes={codes} /> : null}
        <button
          type="button"
          onClick={() => void regenerate()}
          className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800"
        >
          Generate new recovery codes
        </button>
      </div>
    </Panel>
  );
}
