import type { StepNo } from '#shared/application/step-meta.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { rememberDraft } from './fetch.ts';
import type { ApplyResources } from './resources.tsx';
import { clearPending, writePending } from './pending.ts';

// Steps whose save failed on this page, kept in memory only (no storage, so also for visitors
// who chose essential cookies): the flow moves on after a failed save (docs/product.md#departures), and the
// step guard must not send the applicant back for it.
const failedSaves = new Set<StepNo>();
export const saveFailedThisVisit = (step: StepNo): boolean => failedSaves.has(step);

/**
 * A step save's result: stored, kept in this tab (a failure), the service briefly down, or
 * refused with the server's message.
 */
export type SaveResult = { kind: 'saved' | 'kept' | 'unavailable' } | { kind: 'refused'; message: string };

const SUBMITTED_FALLBACK = 'This application has already been submitted and can no longer be changed.';

/**
 * Saves one step. The flow moves on either way (docs/product.md#departures), except on a 503: a failure is
 * logged and the values kept in session storage. The cached draft is dropped so the next screen
 * reads it fresh.
 */
export async function saveStep(
  resources: ApplyResources,
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
    if (error instanceof ApiError && error.status === 409)
      return { kind: 'refused', message: error.serverMessage || SUBMITTED_FALLBACK };
    console.warn(
      `Saving step ${step} failed; kept in this browser tab`,
      error instanceof Error ? error.message : error,
    );
    writePending(step, values);
    failedSaves.add(step);
    // 503: the service is briefly down (decision 016); moving on would only fail again.
    return { kind: error instanceof ApiError && error.status === 503 ? 'unavailable' : 'kept' };
  } finally {
    resources.draft.remove();
  }
}
