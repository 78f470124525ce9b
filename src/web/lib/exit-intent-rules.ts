/** Exit-intent rules (docs/product.md#public-site, #constants). */
export const EXIT_INTENT = {
  /** The pointer must leave within this many pixels of the top of the window. */
  sensitivityPx: 50,
  delayMs: 300,
  maxPerSession: 2,
  storageKey: 'exitIntentShownCount',
} as const;

/** Never on the application or the back office (the application has its own exit modal). */
export const isExitIntentPath = (pathname: string): boolean => !/^\/(apply|admin)(\/|$)/.test(pathname);

export function shownThisSession(): number {
  try {
    const value = Number(window.sessionStorage.getItem(EXIT_INTENT.storageKey));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return EXIT_INTENT.maxPerSession;
  }
}

export function countShown(): void {
  try {
    window.sessionStorage.setItem(EXIT_INTENT.storageKey, String(shownThisSession() + 1));
  } catch {
    // Without session storage the cap cannot be kept, so shownThisSession() already said "no more".
  }
}

/**
 * A pointer leaving the window through the top: no element it moves to, within the top band,
 * and moving upward (it left above where it last was, or its last movement was upward).
 */
export function isTopExit(
  event: { clientY: number; relatedTarget: EventTarget | null },
  lastY: number,
  lastDeltaY: number,
): boolean {
  if (event.relatedTarget !== null) return false;
  if (event.clientY > EXIT_INTENT.sensitivityPx) return false;
  return event.clientY < lastY || lastDeltaY < 0;
}
