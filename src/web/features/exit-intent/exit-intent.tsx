import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { track } from '#web/lib/analytics.ts';
import { EXIT_INTENT, countShown, isExitIntentPath, isTopExit, shownThisSession } from './exit-intent-rules.ts';

// The dialog (Radix) is fetched only when a visitor is about to leave: it is not part of the first visit.
const loadDialog = () => import('./exit-intent-dialog.tsx');
const ExitIntentDialog = lazy(() => loadDialog().then((m) => ({ default: m.ExitIntentDialog })));

/** Watches for the pointer leaving through the top of the window and offers the eligibility check. */
export function ExitIntent() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const enabled = isExitIntentPath(pathname);

  useEffect(() => {
    if (!enabled) return;
    let lastY = Number.POSITIVE_INFINITY;
    let lastDeltaY = 0;
    let timer: number | undefined;

    const onMove = (event: MouseEvent) => {
      if (Number.isFinite(lastY) && event.clientY !== lastY) lastDeltaY = event.clientY - lastY;
      lastY = event.clientY;
    };
    const onOut = (event: MouseEvent) => {
      if (timer !== undefined || !isTopExit(event, lastY, lastDeltaY)) return;
      if (shownThisSession() >= EXIT_INTENT.maxPerSession || document.querySelector('[role="dialog"]')) return;
      void loadDialog();
      timer = window.setTimeout(() => {
        timer = undefined;
        if (shownThisSession() >= EXIT_INTENT.maxPerSession) return;
        countShown();
        setOpenOn(pathname);
        track(ANALYTICS_EVENTS.exitIntentShown, { path: pathname });
      }, EXIT_INTENT.delayMs);
    };
    // Back inside the window before the delay ran out: not leaving after all.
    const onOver = (event: MouseEvent) => {
      if (event.relatedTarget !== null || timer === undefined) return;
      window.clearTimeout(timer);
      timer = undefined;
    };

    document.addEventListener('mousemove', onMove, { passive: true });
    document.addEventListener('mouseout', onOut);
    document.addEventListener('mouseover', onOver);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('mouseover', onOver);
    };
  }, [enabled, pathname]);

  if (!enabled || openOn !== pathname) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog path={pathname} onClose={() => setOpenOn(null)} />
    </Suspense>
  );
}
