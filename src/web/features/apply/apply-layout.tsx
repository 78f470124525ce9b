import '#web/lib/zod-browser.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from './router.tsx';
import { ApplyServerState } from './draft/resources.tsx';
import { ApplyFooter, ApplyHeader } from './apply-chrome.tsx';
import { stepOfPath } from './steps-meta.ts';
import { TOASTER_OPTIONS } from '#web/lib/toaster-options.ts';

// Not needed for the first paint: loaded after it, so the first load carries no toast library
// (issue 13). Toasts only follow an applicant's action, long after.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));
// The exit-intent modal and its dialog library (about 10 KB gzip) are not in the first load either:
// fetched as soon as this module runs, in parallel with the first render, so the listener is in
// place by the time a step is on screen.
const exitIntent = import('./exit-intent-modal.tsx');
const ExitIntentModal = lazy(async () => ({ default: (await exitIntent).ExitIntentModal }));

/**
 * The application screens: server state (draft/server-state.ts, docs/api-contract.md#browser-client), toasts (one at
 * a time, 5 s, F8 to focus, swipe right), the slim application chrome and, on the seven step
 * screens, the exit-intent modal.
 */
export function ApplyLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const step = stepOfPath(pathname);
  return (
    <ApplyServerState>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <ApplyHeader />
        {/* At least a screen tall: the footer starts below the fold, so the step appearing after the
            first paint moves nothing the visitor sees (CLS). */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
          {children}
        </main>
        <ApplyFooter />
      </div>
      {/* Keyed by screen: the exit-intent modal shows at most once on each step. */}
      {step ? (
        <Suspense fallback={null}>
          <ExitIntentModal key={pathname} step={step} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <Toaster {...TOASTER_OPTIONS} richColors />
      </Suspense>
    </ApplyServerState>
  );
}
