import type { RouterContextProvider } from 'react-router';
import type { CommissionRange } from '#shared/commission.ts';
import { settle } from '#web/lib/settle.ts';
import { type DraftLoaderData } from '../route-data.ts';
import { guardedDraft, servicesOf } from '../route-data.server.ts';

/** The consent step's loader: the draft (after the step guard) and the panel's commission range. */
export type ConsentLoaderData = DraftLoaderData & { commission: CommissionRange | null };

export async function consentLoader(context: Readonly<RouterContextProvider>): Promise<ConsentLoaderData> {
  const loaded = await guardedDraft(context, 7);
  const services = servicesOf(context);
  // Records the texts as shown for the consent certificate (decision 138) and returns the range they disclose.
  const range = await settle(services, () => services.applications.showConsent());
  return { ...loaded, commission: range.ok ? range.value : null };
}
