import { createContext, useContext, useState, type ReactNode } from 'react';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { fetchDraft, type Draft } from './fetch.ts';
import { ServerResource } from './server-state.ts';

/** What the applicant's screens read from the server: their draft, and the lenders it was offered to. */
export type ApplyResources = { draft: ServerResource<Draft | null>; offers: ServerResource<LenderOffer[]> };

export const fetchOffers = () => apiJson<LenderOffer[]>('GET', '/api/application/offers');

const createResources = (): ApplyResources => ({
  draft: new ServerResource(fetchDraft),
  offers: new ServerResource(fetchOffers),
});

const Resources = createContext<ApplyResources | null>(null);

/** Made once per visit to the application screens, as the layout mounts: a new visit reads afresh. */
export function ApplyServerState({ children }: { children: ReactNode }) {
  const [resources] = useState(createResources);
  return <Resources.Provider value={resources}>{children}</Resources.Provider>;
}

export function useApplyResources(): ApplyResources {
  const resources = useContext(Resources);
  if (!resources) throw new Error('useApplyResources outside ApplyServerState');
  return resources;
}
