import { readConsent } from '#web/lib/consent.ts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest } from '#web/lib/api-client.ts';
import type { StepNo } from '../steps-meta.ts';

/**
 * The applicant's draft as GET /api/application returns it: the step fields (bank details
 * masked), the public `sessionId` and a `resubmitUrl` valid for 30 minutes; after the panel has
 * run also `status`, `apiStatus` and the lender `redirectUrl` the server issued.
 */
export type Draft = Record<string, unknown> & {
  sessionId?: string;
  resubmitUrl?: string | null;
  redirectUrl?: string | null;
  /** Once submitted: the signed link to the applicant's record page. */
  recordUrl?: string;
};

export const DRAFT_QUERY_KEY = ['/api/application'] as const;

/**
 * Set once a step is saved, holding only "1": the session cookie is httpOnly (and also made for
 * analytics), so this is how the screens know a draft can exist before asking for it (decision 015).
 */
const DRAFT_HINT_COOKIE = 'has_draft';
const DRAFT_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

function mayHaveDraft(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((cookie) => cookie.trim() === `${DRAFT_HINT_COOKIE}=1`);
}

function rememberDraft(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DRAFT_HINT_COOKIE}=1; Path=/; Max-Age=${DRAFT_HINT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

async function fetchDraft(): Promise<Draft | null> {
  // No session, no draft: a first visit never asks (its 404 would be a console error).
  if (!mayHaveDraft()) return null;
  try {
    return await apiJson<Draft>('GET', '/api/application');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDraft() {
  return useQuery({ queryKey: DRAFT_QUERY_KEY, queryFn: fetchDraft });
}

export const loadDraft = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ queryKey: DRAFT_QUERY_KEY, queryFn: fetchDraft });

// A step whose save failed is kept in this tab's session storage and loaded into the form later
// (spec section 4). Bank account number and sort code are never written there: they are asked
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

export function readPending(step: StepNo): Record<string, unknown> | null {
  const raw = storage()?.getItem(pendingKey(step));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
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

export const storeSessionId = (sessionId: string) => storage()?.setItem(SESSION_ID_KEY, sessionId);
export const storedSessionId = (): string | null => storage()?.getItem(SESSION_ID_KEY) ?? null;

/** Everything the applicant has told us so far: the saved draft overlaid with unsaved steps. */
export function knownValues(draft: Draft | null | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...draft };
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) Object.assign(merged, readPending(step));
  return merged;
}

// Steps whose save failed on this page, kept in memory only (no storage, so also for visitors
// who chose essential cookies): the flow moves on after a failed save (spec section 4), and the
// step guard must not send the applicant back for it.
const failedSaves = new Set<StepNo>();
export const saveFailedThisVisit = (step: StepNo): boolean => failedSaves.has(step);

/**
 * Saves one step. The flow moves on either way (spec section 4), except on a 503: a failure is
 * logged and the values kept in session storage. The cached draft is dropped so the next screen reads it fresh.
 */
/** A step save's result: stored, kept in this tab (a failure), the service briefly down, or refused with the server's message. */
export type SaveResult = { kind: 'saved' | 'kept' | 'unavailable' } | { kind: 'refused'; message: string };

export async function saveStep(
  queryClient: QueryClient,
  step: StepNo,
  values: Record<string, unknown>,
): Promise<SaveResult> {
  try {
    await apiRequest('POST', `/api/application/step${step}`, values);
    rememberDraft();
    clearPending(step);
    failedSaves.delete(step);
    return { kind: 'saved' };
  } catch (error) {
    // 409: the application was submitted, so no answer can change; keeping this one in the tab
    // would only pretend otherwise. The server's own words go on screen.
    const refused = error instanceof ApiError && error.status === 409 ? serverMessage(error.body) : null;
    if (refused) return { kind: 'refused', message: refused };
    console.warn(
      `Saving step ${step} failed; kept in this browser tab`,
      error instanceof Error ? error.message : error,
    );
    writePending(step, values);
    failedSaves.add(step);
    // 503: the service is briefly down (decision 016); moving on would only fail again.
    return { kind: error instanceof ApiError && error.status === 503 ? 'unavailable' : 'kept' };
  } finally {
    queryClient.removeQueries({ queryKey: DRAFT_QUERY_KEY });
  }
}

const SUBMITTED_FALLBACK = 'This application has already been submitted and can no longer be changed.';

function serverMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message ? message : SUBMITTED_FALLBACK;
  } catch {
    return SUBMITTED_FALLBACK;
  }
}

export const clearSessionId = () => storage()?.removeItem(SESSION_ID_KEY);
