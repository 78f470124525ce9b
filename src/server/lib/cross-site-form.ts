import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onRequest hook for the routes that take the site's own HTML forms (the applicant's record
 * page: data request, erasure, review): a POST whose Fetch Metadata says it came from another site
 * (`cross-site`, or `same-site`: a sibling subdomain is not the site either) is refused with 403
 * before anything runs, as the screens' actions are (issue 41.14). The record link is a bearer
 * secret, so a page elsewhere that knows it must not be able to post its forms for the applicant.
 * A browser that sends no Fetch Metadata is not judged by it.
 */
export async function refuseCrossSiteForms(request: FastifyRequest, reply: FastifyReply) {
  const site = request.headers['sec-fetch-site'];
  if (request.method === 'POST' && (site === 'cross-site' || site === 'same-site'))
    return reply.status(403).type('text/plain; charset=utf-8').send('Cross-site form refused');
}
