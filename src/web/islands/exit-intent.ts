import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { EXIT_INTENT, countShown, isExitIntentPath, isTopExit, shownThisSession } from '#web/lib/exit-intent-rules.ts';
import { track } from '#web/lib/analytics.ts';
import { closest, focusedElement, fromTemplate, trapFocus } from './dom.ts';

/**
 * The exit-intent offer (docs/product.md#public-site): when the pointer leaves through the top of the window
 * (within 50 px, moving up) and stays out for 300 ms, at most twice a session, never on /apply or
 * /admin. A native modal <dialog>: the page behind is inert, focus stays inside, and Escape, the
 * close button, the backdrop and 'No thanks' dismiss it, after which focus returns where it was.
 */
export function exitIntent(): void {
  const path = window.location.pathname;
  if (!isExitIntentPath(path) || document.documentElement.dataset.exitIntent === 'on') return;
  document.documentElement.dataset.exitIntent = 'on';

  let lastY = Number.POSITIVE_INFINITY;
  let lastDeltaY = 0;
  let timer: number | undefined;

  const open = () => {
    const dialog = fromTemplate<HTMLDialogElement>('exit-intent-template');
    if (!dialog) return;
    countShown();
    const returnFocusTo = focusedElement();
    let accepted = false;

    dialog.addEventListener('click', (event) => {
      if (closest(event, '[data-exit-accept]')) {
        accepted = true;
        track(ANALYTICS_EVENTS.exitIntentAccepted, { path });
        dialog.close();
        window.location.assign('/apply');
      } else if (closest(event, '[data-exit-dismiss]')) {
        dialog.close();
      } else if (event.target === dialog) {
        // A click on the backdrop reaches the dialog element itself, outside its box.
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      }
    });
    dialog.addEventListener('keydown', (event) => trapFocus(dialog, event));
    // 'close' follows every way out (Escape included, which may skip 'cancel').
    dialog.addEventListener('close', () => {
      if (!accepted) track(ANALYTICS_EVENTS.exitIntentDismissed, { path });
      dialog.remove();
      if (!accepted && returnFocusTo?.isConnected) returnFocusTo.focus();
    });

    document.body.append(dialog);
    dialog.showModal();
    track(ANALYTICS_EVENTS.exitIntentShown, { path });
  };

  document.addEventListener(
    'mousemove',
    (event) => {
      if (Number.isFinite(lastY) && event.clientY !== lastY) lastDeltaY = event.clientY - lastY;
      lastY = event.clientY;
    },
    { passive: true },
  );
  document.addEventListener('mouseout', (event) => {
    if (timer !== undefined || !isTopExit(event, lastY, lastDeltaY)) return;
    if (shownThisSession() >= EXIT_INTENT.maxPerSession || document.querySelector('dialog[open]')) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      if (shownThisSession() >= EXIT_INTENT.maxPerSession || document.querySelector('dialog[open]')) return;
      open();
    }, EXIT_INTENT.delayMs);
  });
  // Back inside the window before the delay ran out: not leaving after all.
  document.addEventListener('mouseover', (event) => {
    if (event.relatedTarget !== null || timer === undefined) return;
    window.clearTimeout(timer);
    timer = undefined;
  });
}
