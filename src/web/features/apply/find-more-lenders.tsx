import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ExternalLink, LoaderCircle, Search } from 'lucide-react';
import { apiJson } from '#web/lib/api-client.ts';
import type { Draft } from './draft.ts';
import { OFFERS_QUERY_KEY } from './lender-offers.tsx';

/** 'Find More Lenders': offers the application to lenders not yet tried (POST /api/peppy/submit). */
export function FindMoreLenders({ draft }: { draft: Draft | null | undefined }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [lenderUrl, setLenderUrl] = useState<string | null>(null);

  const findMore = async () => {
    if (!draft) {
      toast.error('No application data found');
      return;
    }
    setBusy(true);
    try {
      const result = await apiJson<{ success?: boolean; redirectUrl?: string | null }>('POST', '/api/peppy/submit');
      void queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY });
      if (result?.redirectUrl) {
        setLenderUrl(result.redirectUrl);
        const opened = window.open(result.redirectUrl, '_blank');
        if (opened) opened.opener = null;
      } else {
        toast.info("We're still searching for lenders. Please check your email.");
      }
    } catch {
      toast.error('Failed to submit. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6">
      <button
        type="button"
        onClick={() => void findMore()}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-accent-700 disabled:bg-slate-400"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Search aria-hidden="true" className="size-5" />}
        Find More Lenders
      </button>
      {lenderUrl ? (
        <p className="mt-3 text-sm text-slate-700">
          A lender can help: its page opened in a new window.{' '}
          <a href={lenderUrl} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
            Open the lender's page <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </p>
      ) : null}
    </div>
  );
}
