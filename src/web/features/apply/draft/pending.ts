import type { StepNo } from '#shared/application/step-meta.ts';
import { readConsent } from '#web/lib/consent.ts';
import type { Draft } from './fetch.ts';

// A step whose save failed is kept in this tab's session storage and loaded into the form later
// (docs/product.md#departures). Bank account number and sort code are never written there: they are asked
// again instead, so they do not sit in browser storage.
const pendingKey = (step: StepNo) => `apply:pending-step-${step}`;
const NEVER_STORED = new Set(['accountNumber', 'sortCode']);
const SESSION_ID_KEY = 'apply:session-id';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readPending(step: StepNo): Record<string, unknown> | null {
  const raw = storage()?.getItem(pendingKey(step));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a step's answers in this tab when saving fails. The cookie policy lists form progress as
 * functional storage, so it is kept only for visitors who accepted all cookies.
 */
export function writePending(step: StepNo, values: Record<string, unknown>): void {
  if (readConsent() !== 'all') return;
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NEVER_STORED.has(key)));
  storage()?.setItem(pendingKey(step), JSON.stringify(kept));
}

export const clearPending = (step: StepNo) => storage()?.removeItem(pendingKey(step));

/** Everything the applicant has told us so far: the saved draft overlaid with unsaved steps. */
export function knownValues(draft: Draft | null | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...draft };
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) Object.assign(merged, readPending(step));
  return merged;
}

// The public application id, kept in this tab for the processing and result screens.
export const storeSessionId = (sessionId: string) => storage()?.setItem(SESSION_ID_KEY, sessionId);
export const storedSessionId = (): string | null => storage()?.getItem(SESSION_ID_KEY) ?? null;
export const clearSessionId = () => storage()?.removeItem(SESSION_ID_KEY);
