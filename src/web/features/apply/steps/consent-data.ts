import type { RouterContextProvider } from 'react-router';
import type { CommissionRange } from '#shared/commission.ts';
import { type DraftLoaderData } from '../route-data.ts';
import { apiOf, guardedDraft } from '../route-data.server.ts';

/** The consent step's loader: the draft (after the step guard) and the panel's commission range. */
export type ConsentLoaderData = DraftLoaderData & { commission: CommissionRange | null };

export async function consentLoader(context: Readonly<RouterContextProvider>): Promise<ConsentLoaderData> {
  const loaded = await guardedDraft(context, 7);
  const answer = await apiOf(context).call<{ range: CommissionRange | null }>('GET', '/api/commission-range');
  return { ...loaded, commission: answer.status === 200 ? (answer.body?.range ?? null) : null };
}
