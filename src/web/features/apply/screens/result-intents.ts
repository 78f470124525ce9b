import type { LenderOffer } from '#shared/application/lender-offer.ts';

// The result page's buttons that post to its action (routes/apply-result.tsx), so each works as a
// plain HTML form without script: the `intent` field says which. Shared by the screens and the
// action (result-actions.server.ts); a form without an intent is the review request.

export const INTENT_FIELD = 'intent';
export const FIND_MORE_INTENT = 'find-more-lenders';
export const TRY_AGAIN_INTENT = 'try-again';

/** What the secondary panel answered, as the applicant is told (kept on screen, not a toast). */
export type Found =
  | { kind: 'lender'; url: string; lenderName: string | null }
  | { kind: 'review'; lenderName: string | null }
  | { kind: 'none'; asked: number };

/** 'Find More Lenders' answered on the page (no script): what was found, or why it failed. */
export type FindMoreActionData = { intent: typeof FIND_MORE_INTENT; found?: Found; failed?: string };
/** 'Try Again' that failed (no script): the reason, said on the technical-error result. */
export type TryAgainActionData = { intent: typeof TRY_AGAIN_INTENT; failed: string };

export const FIND_MORE_FAILED = 'Failed to submit. Please try again.';
export const NO_APPLICATION = 'No application data found';
export const TRY_AGAIN_FAILED = 'We still could not reach our lenders. Please try again in a few minutes.';

/** The secondary panel's answer, from POST /api/peppy/submit's lender page and the offers list. */
export function summarise(redirectUrl: string | null | undefined, offers: LenderOffer[]): Found {
  const secondary = offers.filter((o) => o.panel === 'secondary');
  const named = (outcome: LenderOffer['outcome']) => secondary.find((o) => o.outcome === outcome)?.lenderName ?? null;
  if (redirectUrl) return { kind: 'lender', url: redirectUrl, lenderName: named('sold') };
  if (secondary.some((o) => o.outcome === 'pending')) return { kind: 'review', lenderName: named('pending') };
  return { kind: 'none', asked: secondary.filter((o) => o.outcome !== 'skipped').length };
}

/** The action's answer when it is this intent's (the review request answers other data). */
export function intentAnswer<T extends { intent: string }>(answer: unknown, intent: T['intent']): T | undefined {
  const candidate = answer as { intent?: unknown } | null | undefined;
  return candidate?.intent === intent ? (answer as T) : undefined;
}
