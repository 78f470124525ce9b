import type { RouterContextProvider } from 'react-router';
import type { CommissionRange } from '#shared/commission.ts';
import { apiOf, guardedDraft, type DraftLoaderData } from '../route-data.ts';

/** The consent step's loader: the draft (after the step guard) and the panel's commission range. */
export type ConsentLoaderData = DraftLoaderData & { commission: CommissionRange | null };

export async function consentLoader(context: Readonly<RouterContextProvider>): Promise<ConsentLoaderData> {
  const loaded = await guardedDraft(context, 7);
  const answer = await apiOf(context).call<{ range: CommissionRange | null }>('GET', '/api/commission-range');
  return { ...loaded, commission: answer.status === 200 ? (answer.body?.range ?? null) : null };
}
