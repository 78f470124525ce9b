import type { DraftView } from '#shared/application/draft-view.ts';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { useApplyResources, type ApplyResources } from './resources.tsx';
import { useServerResource } from './server-state.ts';

/**
 * The applicant's draft as GET /api/application returns it (the shared DraftView): the step
 * fields (bank details masked), the public `sessionId` and a `resubmitUrl` valid for 30 minutes;
 * after the panel has run also `status`, `apiStatus` and the lender `redirectUrl` the server issued.
 */
export type Draft = DraftView;

/**
 * Set once a step is saved, holding only "1": the session cookie is httpOnly (and also made for
 * analytics), so this is how the screens know a draft can exist before asking for it (decision 015).
 */
export const DRAFT_HINT_COOKIE = 'has_draft';
const DRAFT_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

function mayHaveDraft(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((cookie) => cookie.trim() === `${DRAFT_HINT_COOKIE}=1`);
}

export function rememberDraft(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DRAFT_HINT_COOKIE}=1; Path=/; Max-Age=${DRAFT_HINT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export async function fetchDraft(): Promise<Draft | null> {
  // No session, no draft: a first visit never asks (its 404 would be a console error).
  if (!mayHaveDraft()) return null;
  // The schema (zod) is loaded beside the request, not with the screen: a first visit without a
  // draft never needs it.
  const [{ draftViewSchema }, body] = await Promise.all([
    import('#shared/application/draft-view.ts'),
    apiJson<unknown>('GET', '/api/application').catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  ]);
  return body === null ? null : draftViewSchema.parse(body);
}

export function useDraft() {
  return useServerResource(useApplyResources().draft);
}

/** The draft, as already read on this visit or from the server. */
export const loadDraft = (resources: ApplyResources) => resources.draft.get();
