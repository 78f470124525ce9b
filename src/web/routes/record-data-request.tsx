import { data, useLocation } from 'react-router';
import { CodePage, DataRightsPage } from '#web/features/record/data-rights-pages.tsx';
import { NOT_SENT } from '#web/features/record/data-rights-words.ts';
import { RecordLinkRefused } from '#web/features/record/record-page.tsx';
import { recordLinkOf, servicesOf } from '#web/features/record/record-link.server.ts';
import { Para } from '#web/components/ui/plain-page.tsx';
import type { Route } from './+types/record-data-request';

/** The record page's "Get a copy of my data" (UK GDPR Article 15): emails a one-time code, then asks for it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { publicId, sig } = recordLinkOf(request, params);
  const answer = await servicesOf(context).dataRights.sendCode(publicId, sig);
  if (answer.kind === 'refused') return data({ kind: 'refused' as const }, { status: 403 });
  const { sent, links } = answer;
  if (!sent.ok)
    return data(
      { kind: 'not-sent' as const, record: links.record, message: NOT_SENT[sent.reason] },
      { status: sent.reason === 'not-sent' ? 503 : 409 },
    );
  return { kind: 'sent' as const, links, reference: sent.reference };
}

export default function RecordDataRequest({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  if (!actionData)
    return <AskFromRecord record={location.pathname.replace(/\/data-request.*$/, '') + location.search} />;
  if (actionData.kind === 'refused') return <RecordLinkRefused />;
  if (actionData.kind === 'not-sent')
    return (
      <DataRightsPage title="We could not send a code" record={actionData.record}>
        <Para>{actionData.message}</Para>
      </DataRightsPage>
    );
  const { links, reference } = actionData;
  return <CodePage record={links.record} verifyAction={links.verify} resendAction={links.copy} reference={reference} />;
}

/** The address opened rather than posted (a bookmark, a reload): the code is asked for from the record. */
export function AskFromRecord({ record }: { record: string }) {
  return (
    <DataRightsPage title="Get a copy of your data" record={record}>
      <Para>Ask for a copy with the button on your record page: we email you a code first.</Para>
    </DataRightsPage>
  );
}
