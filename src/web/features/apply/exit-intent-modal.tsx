import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { Phone, ShieldCheck } from 'lucide-react';
import { TOTAL_STEPS } from '#shared/application/step-meta.ts';
import { company } from '#shared/company.ts';

/**
 * 'Your progress is safe': shown once per step screen when the pointer leaves the window through
 * the top (towards the tabs or the address bar). Only Continue saves a step (ADR 021), so the copy
 * promises exactly that: finished steps are kept, this page's answers are not yet.
 */
export function ExitIntentModal({ step }: { step: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) {
        setOpen(true);
        setShown(true);
      }
    };
    document.documentElement.addEventListener('mouseout', onMouseOut);
    return () => document.documentElement.removeEventListener('mouseout', onMouseOut);
  }, [shown]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
            'rounded-2xl bg-white p-6 shadow-xl'
          }
        >
          <ShieldCheck aria-hidden="true" className="size-10 text-accent-600" />
          <Dialog.Title className="mt-3 text-xl font-bold text-brand-900">Your progress is safe</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            You're on step {step} of {TOTAL_STEPS}. The steps you finished with Continue are saved, so you can pick up
            where you left off in this browser. Answers on this page are saved only when you press Continue.
          </Dialog.Description>
          <ul className="mt-4 space-y-1 text-sm text-slate-700">
            <li>No obligation: you choose whether to go ahead with any loan offered.</li>
            <li>Your credit score is not affected until you complete your application.</li>
          </ul>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
            <Phone aria-hidden="true" className="size-4" /> Need help? Call us free on{' '}
            <a href={company.phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline">
              {company.phone}
            </a>
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Dialog.Close className="rounded-lg bg-accent-600 px-4 py-2.5 font-semibold text-white hover:bg-accent-700">
              Continue Application
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void navigate('/')}
              className="rounded-lg border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Exit
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
