import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Pages behind the links of our emails, rendered by the server per request with no script
 * (decision 132): the applicant's record and its data rights (a signed link, no cookie), and a
 * reminder's tracked link and unsubscribe.
 */
export const routes: RouteConfigEntry[] = [
  layout('routes/email-link-layout.tsx', [
    route('record/:publicId', 'routes/record.tsx'),
    route('record/:publicId/data-request', 'routes/record-data-request.tsx'),
    route('record/:publicId/data-request/verify', 'routes/record-data-verify.tsx'),
    route('record/:publicId/erasure', 'routes/record-erasure.tsx'),
    route('r/:token', 'routes/reminder-link.tsx'),
    route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
  ]),
];
