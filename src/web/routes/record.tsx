import { data } from 'react-router';
import { RecordLinkRefused, RecordPage } from '#web/features/record/record-page.tsx';
import { recordLinkOf, servicesOf } from '#web/features/record/record-link.server.ts';
import type { Route } from './+types/record';

/**
 * The applicant's record (docs/api-contract.md#application): a signed link, no cookie, so it opens
 * in any mail client's browser, with or without script. `?review=refused` is set by the review
 * form's redirect when the ask was refused (409): the page says so.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { publicId, sig } = recordLinkOf(request, params);
  const view = await servicesOf(context).records.view(publicId, sig);
  if (!view) return data({ view: null, reviewRefused: false }, { status: 403 });
  return { view, reviewRefused: new URL(request.url).searchParams.get('review') === 'refused' };
}

export default function Record({ loaderData }: Route.ComponentProps) {
  const { view, reviewRefused } = loaderData;
  return view ? <RecordPage view={view} reviewRefused={reviewRefused} /> : <RecordLinkRefused />;
}
