import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import type { AddressItem, AddressProvider, RetrievedAddress } from './address.types.ts';

/** The provider could not answer (network, timeout, bad key, quota): the person types the address instead. */
export const LOOKUP_FAILED = 'unavailable' as const;

/**
 * Step 3's address lookup, for one request (decision 126): the JSON routes and the step's action
 * without script both call it. Each lookup is paid for: the per-IP limits (a search, a retrieve) are
 * counted here, whoever asks. A provider failure is an answer (`unavailable`), not an error, and is
 * logged without the postcode.
 */
export function addressServices(deps: {
  provider: AddressProvider;
  limitSearch: (request: FastifyRequest) => Promise<void>;
  limitRetrieve: (request: FastifyRequest) => Promise<void>;
}) {
  const failed = (request: FastifyRequest, what: string, error: unknown) => {
    const reason = error instanceof Error ? error.message : 'unknown';
    request.log.warn({ provider: deps.provider.name, reason }, `address ${what} failed`);
    return LOOKUP_FAILED;
  };
  return (request: FastifyRequest) => ({
    /** Addresses at a postcode, or inside a container; `unavailable` when the provider failed. */
    async find(query: {
      postcode: string;
      containerId?: string | undefined;
    }): Promise<AddressItem[] | typeof LOOKUP_FAILED> {
      // The JSON route's own bounds, for every caller: nothing longer is a postcode or a provider's id.
      if (query.postcode.length > 32 || (query.containerId?.length ?? 0) > 256)
        throw new AppError('BAD_REQUEST', 'Enter a UK postcode, like SW1A 2AA');
      await deps.limitSearch(request);
      try {
        return await deps.provider.find({ text: query.postcode, containerId: query.containerId });
      } catch (error) {
        return failed(request, 'search', error);
      }
    },
    /** The full address of a found Id (null when unknown); `unavailable` when the provider failed. */
    async retrieve(id: string): Promise<RetrievedAddress | null | typeof LOOKUP_FAILED> {
      if (id.length > 256) return null;
      await deps.limitRetrieve(request);
      try {
        return await deps.provider.retrieve(id);
      } catch (error) {
        return failed(request, 'retrieve', error);
      }
    },
  });
}

export type AddressServices = ReturnType<ReturnType<typeof addressServices>>;
