import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ApplyFooter, ApplyHeader } from '#web/features/apply/apply-chrome.tsx';
import { stepOfPath } from '#web/features/apply/steps-meta.ts';

// Not needed for the first paint: loaded after it, so the first load carries no toast library
// (issue 13). Toasts only follow an applicant's action, long after.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));
// The exit-intent modal and its dialog library (about 10 KB gzip) are not in the first load either:
// fetched as soon as this module runs, in parallel with the first render, so the listener is in
// place by the time a step is on screen.
const exitIntent = import('#web/features/apply/exit-intent-modal.tsx');
const ExitIntentModal = lazy(async () => ({ default: (await exitIntent).ExitIntentModal }));

/**
 * The application screens: each route's loader gives its draft (rendered by the server); toasts
 * (one at a time, 5 s, F8 to focus, swipe right), the slim application chrome and, on the seven step
 * screens, the exit-intent modal. The screens after the submit add TanStack Query
 * (apply-outcome-layout.tsx).
 */
export default function ApplyLayout() {
  const { pathname } = useLocation();
  const step = stepOfPath(pathname);
  return (
    <>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <ApplyHeader />
        {/* At least a screen tall: the footer starts below the fold, so the step appearing after the
            first paint moves nothing the visitor sees (CLS). */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
          <Outlet />
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
        <Toaster
          visibleToasts={1}
          duration={5000}
          hotkey={['F8']}
          swipeDirections={['right']}
          position="top-center"
          richColors
          closeButton
        />
      </Suspense>
    </>
  );
}
