import { useLoaderData } from 'react-router';
import type { DraftView } from '#shared/application/draft-view.ts';
import type { DraftLoaderData } from '../route-data.ts';

/**
 * The applicant's draft as GET /api/application returns it (the shared DraftView): the step
 * fields (bank details masked), the public `sessionId` and a `resubmitUrl` valid for 30 minutes;
 * after the panel has run also `status`, `apiStatus` and the lender `redirectUrl` the server issued.
 */
export type Draft = DraftView;

/** The draft the screen's route loader read on the server (route-data.ts); null when there is none. */
export function useDraft(): { isPending: false; isError: boolean; data: Draft | null } {
  const { draft, draftUnavailable } = useLoaderData<DraftLoaderData>();
  return { isPending: false, isError: draftUnavailable, data: draft };
}
