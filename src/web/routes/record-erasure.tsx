import { data, redirect } from 'react-router';
import { ErasureConfirmPage } from '#web/features/record/data-rights-pages.tsx';
import { RecordLinkRefused } from '#web/features/record/record-page.tsx';
import { formField, recordLinkOf, servicesOf } from '#web/features/record/record-link.server.ts';
import type { Route } from './+types/record-erasure';

/** Erasure, step 1 (UK GDPR Article 17): what it does and who will be told; once erased, the record. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { publicId, sig } = recordLinkOf(request, params);
  const answer = await servicesOf(context).dataRights.erasure(publicId, sig);
  if (answer.kind === 'refused') return data({ page: null }, { status: 403 });
  if (answer.kind === 'erased') throw redirect(answer.links.record, 303);
  return { page: { record: answer.links.record, action: answer.links.erase, lenders: answer.lenders } };
}

/** Confirmed: erased, the lenders told (a job each), and back to the record, which says so. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { publicId, sig } = recordLinkOf(request, params);
  const services = servicesOf(context).dataRights;
  const confirmed = (await formField(request, 'confirm')) === 'yes';
  // Without the confirmation's field (an old one-click form), the confirmation page again.
  const answer = confirmed ? await services.erase(publicId, sig) : await services.erasure(publicId, sig);
  if (answer.kind === 'refused') return data({ refused: true }, { status: 403 });
  return redirect(confirmed ? answer.links.record : answer.links.erase, 303);
}

export default function RecordErasure({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <ErasureConfirmPage {...loaderData.page} /> : <RecordLinkRefused />;
}
