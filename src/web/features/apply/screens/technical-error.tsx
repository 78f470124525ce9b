import { useState } from 'react';
import { Link, useActionData, useNavigate } from 'react-router';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { button, Heading, IntentForm } from './result-parts.tsx';
import { RESULT_PATH } from '../steps-meta.ts';
import { TRY_AGAIN_FAILED, TRY_AGAIN_INTENT, intentAnswer, type TryAgainActionData } from './result-intents.ts';

type Outcome = { status?: string; redirectUrl?: string | null };

/**
 * The technical-error result. 'Try Again' submits the application to the panel again (the run
 * is idempotent on the server: a finished run answers its stored outcome, a failed one runs
 * again) and moves on to the outcome's own result page. A form posted to the result page's
 * action, which does the same without script; the script does it here.
 */
export function TechnicalError() {
  const navigate = useNavigate();
  const posted = intentAnswer<TryAgainActionData>(useActionData(), TRY_AGAIN_INTENT);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [failedNow, setFailed] = useState<string | null>(null);
  const failed = tried ? failedNow : (posted?.failed ?? null);

  const retry = async () => {
    if (busy) return;
    setTried(true);
    setBusy(true);
    setFailed(null);
    try {
      const outcome = await apiJson<Outcome>('POST', '/api/application/submit');
      void navigate(`${RESULT_PATH}?status=${encodeURIComponent(outcome?.status ?? 'sold')}`, { replace: true });
    } catch (error) {
      setFailed((error instanceof ApiError ? error.serverMessage : undefined) ?? TRY_AGAIN_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heading icon={<TriangleAlert aria-hidden="true" className="mx-auto size-14 text-red-700" />}>
        Technical Error
      </Heading>
      <p className="mt-3 text-slate-700">
        Something went wrong while we were sending your application to our lenders. Your details are saved, so you can
        try again, or contact us and we will help.
      </p>
      {failed ? (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {failed}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <IntentForm intent={TRY_AGAIN_INTENT} onSubmit={() => void retry()} className="flex flex-col">
          <button
            type="submit"
            disabled={busy}
            className={`${button} bg-accent-600 text-white hover:bg-accent-700 disabled:bg-slate-400`}
          >
            {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
            Try Again
          </button>
        </IntentForm>
        <Link to="/contact" className={`${button} border border-slate-400 text-slate-800 hover:bg-slate-50`}>
          Contact Support
        </Link>
      </div>
    </>
  );
}
