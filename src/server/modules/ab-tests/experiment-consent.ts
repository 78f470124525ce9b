import type { FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';

/**
 * Whether the visitor has accepted non-essential cookies (the banner's "Accept All Cookies", told
 * to the server by the consent cookie). An experiment is not strictly necessary (PECR regulation 6,
 * issue 41.14): until then a visitor is served the control, given no session for it, and counted
 * nowhere, as a crawler is.
 */
export const acceptedExperiments = (request: FastifyRequest): boolean =>
  request.cookies[COOKIE_CONSENT_COOKIE] === 'all';
