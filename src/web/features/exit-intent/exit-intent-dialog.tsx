import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { ShieldCheck, X } from 'lucide-react';
import { company } from '#shared/company.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { track } from '#web/lib/analytics.ts';

/**
 * The exit-intent offer (spec section 4). Radix Dialog: focus trapped inside, Escape, the close
 * button, the backdrop and 'No thanks' dismiss it, and focus returns where it was.
 */
export function ExitIntentDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const navigate = useNavigate();
  // The dialog has no trigger button: remember where focus was, to return it there on close.
  const [returnFocusTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  const dismiss = () => {
    track(ANALYTICS_EVENTS.exitIntentDismissed, { path });
    onClose();
  };
  const accept = () => {
    track(ANALYTICS_EVENTS.exitIntentAccepted, { path });
    onClose();
    void navigate('/apply');
  };

  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="exit-intent-backdrop" className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8">
          <Dialog.Close
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <ShieldCheck aria-hidden="true" className="mx-auto size-12 text-accent-600" />
          <Dialog.Title className="mt-3 text-2xl font-bold text-brand-900">Before you go…</Dialog.Title>
          <Dialog.Description className="mt-3 text-lg text-slate-700">
            Check your eligibility in just 2 minutes. Soft search won't affect your credit score.
          </Dialog.Description>
          <button
            type="button"
            onClick={accept}
            className="mt-6 w-full rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-accent-700"
          >
            Check My Eligibility
          </button>
          <Dialog.Close className="mt-3 w-full rounded-lg px-6 py-3 font-semibold text-brand-700 underline hover:bg-brand-50">
            No thanks, I'll continue browsing
          </Dialog.Close>
          <p className="mt-4 text-xs text-slate-600">
            Representative {company.representativeApr}% APR. We're a credit broker, not a lender.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
