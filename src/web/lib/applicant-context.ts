import { createContext } from 'react-router';
import type { ApplicantApi } from '#shared/applicant-api.ts';

/**
 * The router context key under which the server gives loaders and actions the applicant API.
 * The server build's entry module re-exports it (entry.server.tsx), so the Fastify plugin sets the
 * very same key object that the bundled routes read.
 */
export const applicantApiContext = createContext<ApplicantApi>();
