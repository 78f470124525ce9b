import { useQuery } from '@tanstack/react-query';
import { dataRequestsResponse } from '#shared/admin/data-requests-schemas.ts';
import { endpointQuery } from '#web/features/admin/endpoint.ts';

// The data-requests queue (UK GDPR Articles 15, 17, 19): requests with their clocks, and for an
// erasure the lenders that have and have not acknowledged it.

const DATA_REQUESTS = '/api/admin/data-requests';

export const dataRequestsQuery = () => endpointQuery(dataRequestsResponse, DATA_REQUESTS);
export const useDataRequests = () => useQuery(dataRequestsQuery());
