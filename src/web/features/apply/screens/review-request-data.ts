import { data, type RouterContextProvider } from 'react-router';
import { parseErrorResponse } from '#shared/api-error.ts';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { reviewRequestBody } from '#shared/review-request.ts';
import { type DraftLoaderData } from '../route-data.ts';
import { apiOf, screenDraft } from '../route-data.server.ts';
import { realOutcome } from './result-outcome.ts';

// The result page's "Ask a person to review this" (UK GDPR Art. 22, decision 071): the loader asks
// whether our own rules decided the session's application; the action opens the review through
// POST /api/application/review-request, with or without script. The loader also reads the lenders
// asked (GET /api/application/offers), so the page names the buying lender and our commission
// (CONC 4.5.3R) and lists the lenders without script too.

export type ReviewOffer = { eligible: boolean; decision: 'referred' | 'duplicate' | null; reference: string | null };
export type ResultLoaderData = DraftLoaderData & { review: ReviewOffer | null; offers: LenderOffer[] | null };
export type ReviewActionData = { reference?: string; notApplicable?: string; error?: string; message: string };

const DECIDED_BY_RULES = new Set(['referred', 'rejected']);
/** The outcomes whose page names the buying lender or lists the lenders asked. */
const OFFERED = new Set(['sold', 'pending', 'reject']);

export async function resultLoader(context: Readonly<RouterContextProvider>): Promise<ResultLoaderData> {
  const api = apiOf(context);
  const loaded = await screenDraft(api);
  const [review, offers] = await Promise.all([
    loaded.draft && DECIDED_BY_RULES.has(loaded.draft.status)
      ? api.call<ReviewOffer>('GET', '/api/application/review-request')
      : null,
    OFFERED.has(realOutcome(loaded.draft)) ? api.call<LenderOffer[]>('GET', '/api/application/offers') : null,
  ]);
  return {
    ...loaded,
    review: review?.status === 200 ? review.body : null,
    offers: offers?.status === 200 ? offers.body : null,
  };
}

export const NOT_APPLICABLE =
  'There is nothing for a person to review on this application: our automated rules did not decide it. ' +
  'If you are unhappy with how it went, you can make a complaint.';
const UNAVAILABLE = 'Sorry, we could not send your request just now. Please try again in a few minutes.';

export async function reviewAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const message = String(form.get('message') ?? '');
  const parsed = reviewRequestBody.safeParse({ message });
  if (!parsed.success) {
    return data<ReviewActionData>({ message, error: parsed.error.issues[0]?.message ?? UNAVAILABLE }, { status: 400 });
  }
  const answer = await apiOf(context).call<unknown>('POST', '/api/application/review-request', parsed.data);
  const body = answer.body as { reference?: unknown } | null;
  if (answer.status === 201 && typeof body?.reference === 'string') {
    return data<ReviewActionData>({ message: '', reference: body.reference });
  }
  if (answer.status === 409) return data<ReviewActionData>({ message, notApplicable: NOT_APPLICABLE }, { status: 409 });
  const error = answer.status === 400 ? (parseErrorResponse(answer.body)?.message ?? UNAVAILABLE) : UNAVAILABLE;
  return data<ReviewActionData>({ message, error }, { status: answer.status === 400 ? 400 : 503 });
}
