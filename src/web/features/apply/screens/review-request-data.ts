import { data, type RouterContextProvider } from 'react-router';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { reviewRequestBody } from '#shared/review-request.ts';
import { type DraftLoaderData } from '../route-data.ts';
import { settle } from '#web/lib/settle.ts';
import { screenDraft, servicesOf } from '../route-data.server.ts';
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
  const services = servicesOf(context);
  const loaded = await screenDraft(services);
  const [review, offers] = await Promise.all([
    loaded.draft && DECIDED_BY_RULES.has(loaded.draft.status)
      ? settle(services, () => services.applications.reviewState())
      : null,
    OFFERED.has(realOutcome(loaded.draft)) ? settle(services, () => services.applications.offers()) : null,
  ]);
  return {
    ...loaded,
    review: review?.ok ? review.value : null,
    offers: offers?.ok ? offers.value : null,
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
  const services = servicesOf(context);
  const answer = await settle(services, () => services.applications.requestReview(parsed.data.message));
  if (answer.ok) return data<ReviewActionData>({ message: '', reference: answer.value.reference });
  if (answer.status === 409) return data<ReviewActionData>({ message, notApplicable: NOT_APPLICABLE }, { status: 409 });
  const error = answer.status === 400 ? answer.body.message : UNAVAILABLE;
  return data<ReviewActionData>({ message, error }, { status: answer.status === 400 ? 400 : 503 });
}
